import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { meetingMisfits, type MeetingMethod } from '../lib/kycMeeting';

interface Props {
  method: MeetingMethod | null | undefined;
  location: string | null | undefined;
  note?: string | null;
}

/**
 * Flags a KYC meeting's link or place (or note) that no longer fits its method, e.g. a link kept
 * after switching to an in-person meeting (issue 45 item 5). A warning: saving stays possible.
 */
export function MeetingFitAlert({ method, location, note }: Props) {
  const { t } = useTranslation('common');
  const misfits = meetingMisfits(method, location, note);
  if (!misfits.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="kyc-meeting-misfit"
      style={{ marginBottom: 16 }}
      title={misfits.map((m) => (
        <div key={m}>{t(`kyc_fit.${m}`)}</div>
      ))}
    />
  );
}
