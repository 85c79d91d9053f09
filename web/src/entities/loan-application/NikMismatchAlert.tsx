/**
 * A NIK that differs from the stated birth date or gender (issue 41 item 8), as a warning: on
 * the documents step before the staff member confirms it, and on the application's detail (the
 * verification screen) once kept, with who confirmed it and when. Texts from `applications`.
 */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../lib/format';
import type { ConfirmedNikMismatch, NikMismatch } from './types';

export function NikMismatchAlert({ mismatch }: { mismatch: NikMismatch | ConfirmedNikMismatch }) {
  const { t } = useTranslation('applications');
  const lines: string[] = [];
  if (mismatch.birth_date_differs) {
    lines.push(
      t('nik_mismatch.birth_date', { nik: formatDate(mismatch.nik_birth_date), stated: formatDate(mismatch.birth_date) }),
    );
  }
  if (mismatch.gender_differs) {
    lines.push(t('nik_mismatch.gender', { nik: t(`gender.${mismatch.nik_gender}`), stated: t(`gender.${mismatch.gender}`) }));
  }
  if ('confirmed_at' in mismatch && mismatch.confirmed_at) {
    lines.push(
      t('nik_mismatch.confirmed', { name: mismatch.confirmed_by?.name ?? '', at: formatDateTime(mismatch.confirmed_at) }),
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="nik-mismatch"
      title={t('nik_mismatch.title')}
      description={lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    />
  );
}
