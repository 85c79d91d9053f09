/**
 * Every numeric field of the app (issue 45 item 7): the number is read and shown the way the UI
 * language writes it (`lib/localeNumber`: Indonesian '1.500.000,44', English '1,500,000.44'), and
 * what staff type stays as they typed it while they type. Nothing is rounded away: a decimal
 * typed into a whole-number field (rupiah, kilometres, counts) reaches the form, whose rule
 * refuses it with its message (each such schema checks `.int()`), instead of becoming another
 * number. Forms use these and never antd's InputNumber directly.
 */
import { useMemo } from 'react';
import { InputNumber, type InputNumberProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '../lib/i18n';
import { formatTypedNumber, parseTypedNumber } from '../lib/localeNumber';

type Props = Omit<InputNumberProps<number>, 'formatter' | 'parser' | 'precision' | 'decimalSeparator' | 'stringMode'> & {
  /** Thousands grouped ('1.500.000'); false for a number read as a code, like a year. */
  grouping?: boolean;
};

/** The UI language, following a switch of language while the field is shown. */
function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

type Formatter = NonNullable<InputNumberProps<number>['formatter']>;
type Parser = NonNullable<InputNumberProps<number>['parser']>;

/**
 * The field's formatter and parser for `language`, kept while it does not change: antd writes
 * the value anew (and moves the caret) whenever it is handed another formatter, which would
 * undo a half-typed '1,' on any re-render of the form.
 */
function useLocaleFormat(language: Language, grouping: boolean): { formatter: Formatter; parser: Parser } {
  return useMemo(
    () => ({
      // While typing, the text typed ('1,' on the way to '1,44'); else the value in full.
      formatter: (value, info) => {
        if (info.userTyping) return info.input;
        // rc-input-number hands over the value as text ('' when there is none).
        const n = Number(String(value ?? '') || Number.NaN);
        return Number.isNaN(n) ? '' : formatTypedNumber(n, language, grouping);
      },
      // Blank empties the field (no number, not 0); text that is no number keeps the last value.
      parser: (text) => {
        const n = parseTypedNumber(text, language);
        return (n === null ? '' : n) as number;
      },
    }),
    [language, grouping],
  );
}

/** A number in the UI language's writing: kWh, percentages, coordinates. */
export function NumberInput({ grouping = true, ...props }: Props) {
  const { formatter, parser } = useLocaleFormat(useLanguage(), grouping);
  return <InputNumber<number> style={{ width: '100%' }} {...props} formatter={formatter} parser={parser} />;
}

/** Whole numbers, zero or more unless told: rupiah, kilometres, counts, days, years. */
export function WholeNumberInput(props: Props) {
  return <NumberInput min={0} {...props} />;
}

/** Rupiah, whole. */
export function RupiahInput(props: Omit<Props, 'prefix'>) {
  return <WholeNumberInput prefix="Rp" {...props} />;
}

/** An odometer reading, km. */
export function KmInput(props: Omit<Props, 'suffix'>) {
  return <WholeNumberInput suffix="km" {...props} />;
}
