import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoanImportStatus } from '../../importApi';

const COLOURS: Record<LoanImportStatus, string> = {
  checking: 'processing',
  checked: 'gold',
  importing: 'processing',
  done: 'success',
  failed: 'error',
  cancelled: 'default',
};

/** Where an import stands, as a coloured tag. */
export function ImportStatusTag({ status, testId }: { status: LoanImportStatus; testId?: string }) {
  const { t } = useTranslation('applicationImport');
  return (
    <Tag color={COLOURS[status]} data-testid={testId} data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}
