/** Whole numbers typed with Indonesian grouping (`1.250.000`): rupiah, kilometres, counts, for every feature's forms. */
import { InputNumber, type InputNumberProps } from 'antd';
import { formatNumber } from '../lib/format';

type Props = Omit<InputNumberProps<number>, 'formatter' | 'parser' | 'precision'>;

const format = (value: number | string | undefined) => (value == null || value === '' ? '' : formatNumber(Number(value)));

/** Nothing typed is no number (NaN empties the field), not 0. */
const parse = (text: string | undefined) => {
  const digits = (text ?? '').replace(/\D/g, '');
  return digits ? Number(digits) : Number.NaN;
};

export function WholeNumberInput(props: Props) {
  return <InputNumber<number> min={0} precision={0} style={{ width: '100%' }} {...props} formatter={format} parser={parse} />;
}

/** Rupiah, whole. */
export function RupiahInput(props: Omit<Props, 'prefix'>) {
  return <WholeNumberInput prefix="Rp" {...props} />;
}

/** An odometer reading, km. */
export function KmInput(props: Omit<Props, 'suffix'>) {
  return <WholeNumberInput suffix="km" {...props} />;
}
