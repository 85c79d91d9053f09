import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LenderStatus } from '../../../entities/lender/types';

/** Active (green) or inactive (grey), for lenders and funding sources. */
export function StatusTag({ status, testId }: { status: LenderStatus; testId?: string }) {
  const { t } = useTranslation('lender');
  return (
    <Tag color={status === 'active' ? 'green' : 'default'} data-testid={testId}>
      {t(`status.${status}`)}
    </Tag>
  );
}
