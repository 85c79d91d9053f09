/**
 * The first step of "Allocate loans" on a lender: staff pick verified loans awaiting allocation
 * (the approval list's pending rows whose `allowed_actions` include `allocate`, searchable by
 * loan ID or name), then choose the funding source in the allocation dialog shared with the
 * approval list.
 */
import { useState } from 'react';
import { Alert, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/list';
import { fetchPendingApprovals, lenderKeys } from '../../../entities/lender/api';
import type { ApprovalRow } from '../../../entities/loan/types';
import { formatRupiah } from '../../../lib/format';
import { formatJakartaDateTime } from '../../../lib/jakartaTime';

/** How many awaiting loans one pick shows (the newest; search narrows them). */
const PICK_LIMIT = 50;

export function PickLoansModal({ open, lenderId, onClose, onPicked }: { open: boolean; lenderId: string; onClose: () => void; onPicked: (loanIds: string[]) => void }) {
  const { t } = useTranslation('lender');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const params = { limit: PICK_LIMIT, ...(q.trim() ? { q: q.trim() } : {}) };
  const loans = useQuery({
    queryKey: lenderKeys.allocatable(params),
    queryFn: ({ signal }) => fetchPendingApprovals(params, signal),
    // Loans already with this lender and awaiting its decision are not offered again.
    select: (page) => page.items.filter((row) => row.allowed_actions.includes('allocate') && row.lender_id !== lenderId),
    placeholderData: keepPreviousData,
    enabled: open,
  });
  const none = <Typography.Text type="secondary">—</Typography.Text>;

  const columns: TableColumnsType<ApprovalRow> = [
    {
      key: 'loan_id',
      title: t('loans.loan_id'),
      render: (_, row) => (
        <>
          {row.loan_id}
          <br />
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {formatJakartaDateTime(row.verified_at)}
          </Typography.Text>
        </>
      ),
    },
    { key: 'borrower', title: t('loans.borrower'), render: (_, row) => row.full_name },
    { key: 'amount', title: t('loans.amount'), align: 'right', render: (_, row) => (row.principal === null ? none : formatRupiah(row.principal)) },
    { key: 'lender', title: t('pick.current_lender'), render: (_, row) => row.lender_name ?? <Typography.Text type="secondary">{t('pick.not_allocated')}</Typography.Text> },
  ];

  return (
    <Modal
      open={open}
      width={760}
      title={t('pick.title')}
      okText={t('pick.ok', { count: selected.length })}
      okButtonProps={{ disabled: selected.length === 0 }}
      cancelText={t('cancel')}
      onOk={() => onPicked(selected)}
      onCancel={onClose}
      afterClose={() => {
        setSelected([]);
        setQ('');
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('pick.intro')}</Typography.Paragraph>
      <div style={{ marginBottom: 12 }}>
        <SearchBox value={q} onSearch={setQ} label={t('pick.search')} placeholder={t('search.loan_placeholder')} testId="pick-search" width={320} />
      </div>
      {loans.isError && <Alert type="error" showIcon title={loans.error.message} style={{ marginBottom: 12 }} />}
      <Table<ApprovalRow>
        rowKey="loan_id"
        data-testid="pick-table"
        columns={columns}
        dataSource={loans.data ?? []}
        loading={loans.isFetching}
        pagination={false}
        size="small"
        scroll={{ y: 360 }}
        locale={{ emptyText: t('pick.empty') }}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(String)),
          getCheckboxProps: (row: ApprovalRow) => ({ 'aria-label': t('pick.select_row', { loanId: row.loan_id }) }),
        }}
      />
    </Modal>
  );
}
