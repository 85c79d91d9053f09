import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListColumns } from '../../../../components/list';
import { RowMenu, type RowMenuItem } from '../../../../components/RowMenu';
import { allowsAction } from '../../../../entities/loan/api';
import { LoanLink } from '../../../../entities/loan/LoanLink';
import { LoanStatusTag } from '../../../../entities/loan/StatusTag';
import { formatNumber, formatRupiah } from '../../../../lib/format';
import { formatJakartaDate } from '../../../../lib/jakartaTime';
import type { BillingRow } from '../../api';
import type { PaymentTarget } from '../RecordPaymentModal';

const none = <Typography.Text type="secondary">—</Typography.Text>;

/** The row menu of a repayment list: "record payment" when the row allows it. */
export function usePaymentMenu() {
  const { t } = useTranslation('repayment');
  return (row: { loan_id: string; allowed_actions: readonly string[] }, target: PaymentTarget, pay: (target: PaymentTarget) => void): RowMenuItem[] =>
    allowsAction(row, 'record_payment') ? [{ key: 'record_payment', label: t('actions.record_payment'), onClick: () => pay(target) }] : [];
}

/**
 * The columns of an installment list (normal, all billing); `withDpd` adds DPD and bucket. At a
 * glance: whose installment, when it is due, what is due and paid, its status and "record
 * payment"; the rest folds into the row's details in this order when space runs out.
 */
export function useBillingColumns(pay: (target: PaymentTarget) => void, withDpd: boolean): ListColumns<BillingRow> {
  const { t } = useTranslation('repayment');
  const paymentMenu = usePaymentMenu();
  return [
    { key: 'loan_id', title: t('columns.loan_id'), nowrap: true, render: (_, row) => <LoanLink loanId={row.loan_id} /> },
    {
      key: 'borrower',
      title: t('columns.borrower'),
      render: (_, row) => (
        <>
          <Typography.Text strong>{row.full_name}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{row.program_name ?? ''}</Typography.Text>
        </>
      ),
    },
    { key: 'lender', title: t('columns.lender'), fold: 1, render: (_, row) => row.lender_name ?? none },
    { key: 'number', title: t('columns.installment'), align: 'right', nowrap: true, fold: 3, render: (_, row) => t('installment_number', { number: row.number }) },
    { key: 'due_date', title: t('columns.due_date'), nowrap: true, render: (_, row) => formatJakartaDate(row.due_date) },
    { key: 'amount_due', title: t('columns.amount_due'), align: 'right', nowrap: true, render: (_, row) => formatRupiah(row.amount_due) },
    { key: 'amount_paid', title: t('columns.amount_paid'), align: 'right', nowrap: true, render: (_, row) => formatRupiah(row.amount_paid) },
    { key: 'status', title: t('columns.status'), render: (_, row) => <LoanStatusTag kind="installment" status={row.status} /> },
    ...(withDpd
      ? ([
          { key: 'dpd', title: t('columns.dpd'), align: 'right', nowrap: true, fold: 4, render: (_, row) => formatNumber(row.dpd) },
          { key: 'bucket', title: t('columns.bucket'), fold: 2, render: (_, row) => (row.bucket ? <LoanStatusTag kind="bucket" status={row.bucket} /> : none) },
        ] satisfies ListColumns<BillingRow>)
      : []),
    {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      render: (_, row) => (
        <RowMenu
          loanId={row.loan_id}
          items={paymentMenu(row, { loanId: row.loan_id, fullName: row.full_name, amount: Math.max(row.amount_due - row.amount_paid, 0) || null }, pay)}
        />
      ),
    },
  ];
}
