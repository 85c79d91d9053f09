/**
 * The loan's virtual account on its performance history (issue 43 item 5): the bank and the number
 * the borrower pays into, the number copyable (staff read it out or paste it into a message). A
 * payment into it posts to the loan by itself. Shown only when the server answers one (an active
 * loan).
 */
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VirtualAccount as Account } from '../../../../entities/loan/types';

export function VirtualAccount({ account }: { account: Account | null | undefined }) {
  const { t } = useTranslation('repayment');
  if (!account) return null;
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      data-testid="virtual-account"
      items={[
        {
          key: 'va',
          label: t('virtual_account.label'),
          children: (
            <>
              <Typography.Text strong data-testid="virtual-account-bank">
                {account.bank}
              </Typography.Text>{' '}
              <Typography.Text
                data-testid="virtual-account-number"
                copyable={{ text: account.number, tooltips: [t('virtual_account.copy'), t('virtual_account.copied')] }}
                style={{ fontFamily: 'monospace' }}
              >
                {account.number}
              </Typography.Text>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('virtual_account.help')}
              </Typography.Text>
            </>
          ),
        },
      ]}
    />
  );
}
