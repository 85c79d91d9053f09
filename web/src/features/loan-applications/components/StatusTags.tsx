import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplicationRow, DisplayStatus, LeadStatus } from '../../../entities/loan-application/types';
import { formatDateTime } from '../../../lib/format';
import { Text } from '../../../components/Texts';

const STATUS_COLOURS: Record<DisplayStatus, string> = {
  draft: 'default',
  unverified: 'orange',
  kyc_scheduled: 'purple',
  verified: 'green',
};

const LEAD_COLOURS: Record<LeadStatus, string> = {
  new: 'blue',
  qualified: 'cyan',
  unqualified: 'red',
};

type Row = Pick<ApplicationRow, 'display_status' | 'status' | 'lead_status'> &
  Partial<Pick<ApplicationRow, 'missing_steps' | 'kyc_scheduled_at'>>;

/**
 * The status of an application as the list shows it ("KYC Scheduled" for an unverified one
 * saved from the e-KYC step) and, while it is a draft, its lead status; then what is left to fix
 * (the motorcycle type after a partner change; the steps an unverified application lost) and
 * the KYC schedule in Jakarta time.
 */
export function StatusTags({ row }: { row: Row }) {
  const { t } = useTranslation('applications');
  const missing = row.missing_steps ?? [];
  // A draft is expected to miss steps while it is filled; an unverified one is not.
  const others = row.status === 'unverified' ? missing.filter((s) => s !== 'basic-info') : [];
  return (
    <Flex gap={4} wrap>
      <Tag color={STATUS_COLOURS[row.display_status]} data-testid="status-tag">
        {t(`status.${row.display_status}`)}
      </Tag>
      {row.status === 'draft' && (
        <Tag color={LEAD_COLOURS[row.lead_status]} variant="outlined" data-testid="lead-tag">
          {t(`lead.${row.lead_status}`)}
        </Tag>
      )}
      {missing.includes('basic-info') && (
        <Tag color="warning" data-testid="fix-tag">
          {t('fix.motorcycle_type')}
        </Tag>
      )}
      {others.length > 0 && (
        <Tag color="warning" data-testid="fix-tag">
          {t('fix.missing', { steps: others.map((s) => t(`steps.${s}`)).join(', ') })}
        </Tag>
      )}
      {row.kyc_scheduled_at && (
        <Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }} data-testid="kyc-at">
          {t('fix.kyc_at', { at: formatDateTime(row.kyc_scheduled_at) })}
        </Text>
      )}
    </Flex>
  );
}
