import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PromiseStatus } from '../api';

const COLOURS: Record<PromiseStatus, string> = { open: 'blue', kept: 'green', broken: 'red' };

/** Where a promise to pay stands, as a coloured tag: open (blue), kept (green), broken (red). */
export function PromiseTag({ status }: { status: PromiseStatus }) {
  const { t } = useTranslation('collections');
  return (
    <Tag color={COLOURS[status]} data-testid="promise-status" data-status={status} style={{ marginInlineEnd: 0 }}>
      {t(`promise_status.${status}`)}
    </Tag>
  );
}
