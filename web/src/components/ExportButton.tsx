import { useTranslation } from 'react-i18next';
import { DownloadButton } from './DownloadButton';

interface Props {
  /** The list's API path; the export asks it for `format=xlsx`. */
  path: string;
  /** The list's filters, as its page query sends them (no cursor, no limit). */
  params: Record<string, string | number>;
  /** The file name when the server suggests none. */
  filename: string;
  /** The button's text; "Export xlsx" unless given. */
  label?: string;
  testId?: string;
}

/**
 * "Export xlsx" of a list: the same filters with `format=xlsx`, streamed by the server and saved
 * as a file with the bytes received shown meanwhile (see {@link DownloadButton}).
 */
export function ExportButton({ path, params, filename, label, testId = 'export-xlsx' }: Props) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      path={path}
      params={{ ...params, format: 'xlsx' }}
      filename={filename}
      label={label ?? t('export.xlsx')}
      testId={testId}
    />
  );
}
