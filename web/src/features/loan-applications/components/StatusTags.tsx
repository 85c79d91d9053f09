import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplicationRow, DisplayStatus, LeadStatus } from '../../../entities/loan-application/types';

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

/**
 * The status of an application as the list shows it ("KYC Scheduled" for an unverified one
 * saved from the e-KYC step) and, while it is a draft, its lead status.
 */
export function StatusTags({ row }: { row: Pick<ApplicationRow, 'display_status' | 'status' | 'lead_status'> }) {
  const { t } = useTranslation('applications');
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
    </Flex>
  );
}
