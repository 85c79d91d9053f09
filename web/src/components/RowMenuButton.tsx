import { Button, type ButtonProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * The button that opens a row's menu (`RowMenu`'s trigger), also drawn alone by a list's first
 * view (src/app/FirstView.tsx). Other props (the dropdown's handlers) go to antd's Button.
 */
export function RowMenuButton({ loanId, ...props }: ButtonProps & { loanId: string }) {
  const { t } = useTranslation();
  return (
    <Button size="small" aria-label={t('row_menu.menu_for', { loanId })} {...props}>
      {t('row_menu.menu')} <DownOutlined />
    </Button>
  );
}
