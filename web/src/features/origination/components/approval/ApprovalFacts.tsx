import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loanDocumentsPath } from '../../../../entities/loan/paths';
import type { ApprovalRow } from '../../../../entities/loan/types';
import { formatNumber, formatRupiah } from '../../../../lib/format';

/**
 * What a funder decides on, in the approve and reject dialogs (issue 45 item 9): the borrower,
 * the amount, the tenor with its installment, the average monthly income, and a link to the
 * borrower's documents (in a new tab, so the dialog stays open) when the caller may open them.
 */
export function ApprovalFacts({ row, canSeeDetail }: { row: ApprovalRow; canSeeDetail: boolean }) {
  const { t } = useTranslation('origination');
  const money = (value: number | null | undefined) => (value == null ? '—' : formatRupiah(value));
  const tenor =
    row.tenor == null || !row.frequency
      ? '—'
      : `${t('terms.tenor_value', { count: row.tenor, value: formatNumber(row.tenor), frequency: t(`loan:frequency.${row.frequency}`) })} × ${money(row.installment_amount)}`;
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      style={{ marginBottom: 16 }}
      data-testid="approval-facts"
      items={[
        { key: 'borrower', label: t('approval.facts.borrower'), children: row.full_name },
        { key: 'amount', label: t('approval.facts.amount'), children: <span data-testid="approval-amount">{money(row.principal)}</span> },
        { key: 'tenor', label: t('terms.tenor'), children: <span data-testid="approval-tenor">{tenor}</span> },
        { key: 'income', label: t('approval.facts.income'), children: <span data-testid="approval-income">{money(row.average_monthly_income)}</span> },
        ...(canSeeDetail
          ? [
              {
                key: 'documents',
                label: t('approval.facts.documents'),
                children: (
                  <Link to={loanDocumentsPath(row.loan_id)} target="_blank" rel="noopener" data-testid="approval-documents">
                    {t('approval.facts.open_documents')}
                  </Link>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
