import { useState } from 'react';
import { Button, Dropdown, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/download';
import {
  fetchOfferingLetter,
  isOfferingLetterNotNeeded,
  refreshLoans,
  type LetterLanguage,
} from '../../../entities/loan/api';
import { ApiError } from '../../../lib/api';
import { toastError } from '../../../lib/notify';

const LANGUAGES: readonly LetterLanguage[] = ['id', 'en'];

/**
 * Downloads a loan's offering letter (a PDF the server generates, fetched with the app's bearer
 * token) in Indonesian or English; the server then marks it downloaded. A program that needs no
 * offering letter says so ("No offering letter needed").
 */
export function OfferingLetterButton({ loanId, size = 'small' }: { loanId: string; size?: 'small' | 'middle' }) {
  const { t } = useTranslation('origination');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [notNeeded, setNotNeeded] = useState(false);

  async function download(lang: LetterLanguage) {
    setBusy(true);
    try {
      const letter = await fetchOfferingLetter(loanId, lang);
      saveBlob(letter.blob, letter.filename);
      void refreshLoans(queryClient);
    } catch (error) {
      if (isOfferingLetterNotNeeded(error)) setNotNeeded(true);
      else if (!(error instanceof ApiError) || error.kind !== 'session-expired') {
        toastError(t('offering_letter.failed'), error instanceof ApiError ? error.message : undefined);
      }
    } finally {
      setBusy(false);
    }
  }

  if (notNeeded) {
    return (
      <Typography.Text type="secondary" data-testid="offering-letter-not-needed">
        {t('offering_letter.not_needed')}
      </Typography.Text>
    );
  }
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: LANGUAGES.map((lang) => ({ key: lang, label: t(`offering_letter.lang.${lang}`) })),
        onClick: ({ key }) => void download(key as LetterLanguage),
      }}
    >
      <Button size={size} icon={<DownloadOutlined />} loading={busy} aria-label={t('offering_letter.download_for', { loanId })}>
        {t('offering_letter.download')}
      </Button>
    </Dropdown>
  );
}
