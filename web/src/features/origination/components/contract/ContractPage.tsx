/**
 * `/app/borrower/contract` (spec §2 "Loan contract list", issue 9): loans after KYC with their
 * first payment (schedule, amount, status), payment proofs, contract and offering letter; counts;
 * filters by payment, contract and offering letter status; the payment proof verification queue;
 * and the row actions the server allows (`allowed_actions`): schedule the first payment, upload a
 * proof, a bank statement or a payment receipt, upload, verify or reject the contract, download
 * the offering letter. A loan whose first payment is paid and contract verified becomes an
 * active borrower, pending activation.
 */
import { useState } from 'react';
import { App, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FilterBar, ListPage, useCursorList, useUrlFilters, type FilterField, type FilterKey } from '../../../../components/list';
import { LoanLink } from '../../../../entities/loan/LoanLink';
import { loanDetailPath } from '../../../../entities/loan/paths';
import { allowsAction, loanKeys } from '../../../../entities/loan/api';
import { LoanStatusTag, useStatusText } from '../../../../entities/loan/StatusTag';
import {
  CONTRACT_STATUSES,
  OL_STATUSES,
  PAYMENT_STATUSES,
  type ContractRow,
  type ContractSummary,
} from '../../../../entities/loan/types';
import { useSession } from '../../../../entities/session/ClientRecord';
import { formatRupiah } from '../../../../lib/format';
import { formatJakartaDate, formatJakartaDateTime } from '../../../../lib/jakartaTime';
import { toastSuccess } from '../../../../lib/notify';
import { fetchContracts, rejectContract, useContractSummary, useLoanMutation, verifyContract } from '../../api';
import { notifyActionError } from '../../../../lib/actionErrors';
import { contractFilters as spec } from '../../query';
import { CountCards } from '../../../../components/list';
import { FileLink } from '../../../../entities/file/FileLink';
import { OfferingLetterButton } from '../OfferingLetterButton';
import { RowMenu, type RowMenuItem } from '../../../../components/RowMenu';
import { TextModal } from '../../../../components/TextModal';
import { FileUploadModal, type FileTarget } from './FileUploadModal';
import { FirstPaymentModal } from './FirstPaymentModal';
import { ProofQueue } from './ProofQueue';
import { ProofUploadModal } from './ProofUploadModal';

const COUNTS: (keyof ContractSummary)[] = [
  'payment_scheduled',
  'paid',
  'schedule_expired',
  'contract_processing',
  'contract_verified',
  'proofs_pending',
];

export function ContractPage() {
  const { t } = useTranslation('origination');
  const { modal } = App.useApp();
  const status = useStatusText();
  const navigate = useNavigate();
  const { me } = useSession();
  const canSeeDetail = me.areas.includes('borrower/detail');
  const [filters, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  const list = useCursorList({
    queryKey: loanKeys.list('contracts', spec.query(filters)),
    fetchPage: (cursor, signal) => fetchContracts(spec.query(filters, cursor), signal),
  });
  const summary = useContractSummary();

  const [scheduling, setScheduling] = useState<ContractRow | null>(null);
  const [proofFor, setProofFor] = useState<ContractRow | null>(null);
  const [fileFor, setFileFor] = useState<FileTarget | null>(null);
  const [rejecting, setRejecting] = useState<ContractRow | null>(null);
  const verify = useLoanMutation((loanId: string) => verifyContract(loanId));
  const rejection = useLoanMutation((v: { loanId: string; reason: string }) => rejectContract(v.loanId, v.reason));
  const none = <Typography.Text type="secondary">—</Typography.Text>;

  function confirmVerify(row: ContractRow) {
    modal.confirm({
      title: t('contract.verify.title', { loanId: row.loan_id }),
      content: t('contract.verify.content'),
      okText: t('contract.actions.verify_contract'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await verify.mutateAsync(row.loan_id);
          toastSuccess(t('contract.verify.done', { loanId: row.loan_id }));
        } catch (error) {
          notifyActionError(error);
        }
      },
    });
  }

  function menu(row: ContractRow): RowMenuItem[] {
    const items: RowMenuItem[] = [];
    const add = (key: string, onClick: () => void, danger = false) =>
      items.push({ key, label: t(`contract.actions.${key}`), onClick, danger });
    if (canSeeDetail) items.push({ key: 'detail', label: t('actions.detail'), onClick: () => void navigate(loanDetailPath(row.loan_id)) });
    if (allowsAction(row, 'schedule_first_payment')) add('schedule_first_payment', () => setScheduling(row));
    if (allowsAction(row, 'upload_payment_proof')) add('upload_payment_proof', () => setProofFor(row));
    if (allowsAction(row, 'upload_contract_document')) {
      add('bank_statement', () => setFileFor({ loanId: row.loan_id, kind: 'bank_statement' }));
      add('payment_receipt', () => setFileFor({ loanId: row.loan_id, kind: 'payment_receipt' }));
    }
    if (allowsAction(row, 'upload_contract')) add('upload_contract', () => setFileFor({ loanId: row.loan_id, kind: 'contract' }));
    if (allowsAction(row, 'verify_contract')) {
      add('verify_contract', () => confirmVerify(row));
      add('reject_contract', () => setRejecting(row), true);
    }
    return items;
  }

  const columns: TableColumnsType<ContractRow> = [
    {
      key: 'loan_id',
      title: t('columns.loan_id'),
      render: (_, row) => (
        <>
          <LoanLink loanId={row.loan_id} />
          <br />
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }} title={t('contract.kyc_approved_at')}>
            {formatJakartaDateTime(row.kyc_approved_at)}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'borrower',
      title: t('columns.borrower'),
      render: (_, row) => (
        <>
          <Typography.Text strong>{row.full_name}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{row.lender_name ?? ''}</Typography.Text>
        </>
      ),
    },
    {
      key: 'payment',
      title: t('columns.first_payment'),
      render: (_, row) => (
        <Flex vertical align="start" gap={2}>
          <LoanStatusTag kind="payment" status={row.payment_status} />
          {row.first_payment_due ? <span data-testid="first-payment-due">{formatJakartaDate(row.first_payment_due)}</span> : none}
          {row.first_payment_amount != null && <Typography.Text type="secondary">{formatRupiah(row.first_payment_amount)}</Typography.Text>}
        </Flex>
      ),
    },
    {
      key: 'proofs',
      title: t('columns.proofs'),
      render: (_, row) => (
        <Flex vertical align="start" gap={2}>
          {row.pending_proofs > 0 ? <Tag color="gold">{t('contract.pending_proofs', { count: row.pending_proofs })}</Tag> : none}
          {row.possible_duplicate && (
            <Tag color="red" data-testid="row-duplicate">
              {t('contract.possible_duplicate')}
            </Tag>
          )}
        </Flex>
      ),
    },
    {
      key: 'contract',
      title: t('columns.contract'),
      render: (_, row) => (
        <Flex vertical align="start" gap={2}>
          <LoanStatusTag kind="contract" status={row.contract_status} />
          {row.contract_file_id && (
            <FileLink fileId={row.contract_file_id} label={t('contract.view_contract')} title={t('contract.files.contract_title', { loanId: row.loan_id })} />
          )}
        </Flex>
      ),
    },
    {
      key: 'ol',
      title: t('columns.offering_letter'),
      render: (_, row) => (
        <Flex vertical gap={4} align="start">
          <LoanStatusTag kind="ol" status={row.ol_status} />
          {allowsAction(row, 'download_offering_letter') && <OfferingLetterButton loanId={row.loan_id} />}
        </Flex>
      ),
    },
    { key: 'actions', title: t('columns.actions'), fixed: 'right', render: (_, row) => <RowMenu loanId={row.loan_id} items={menu(row)} /> },
  ];

  const counts = (
    <>
      <CountCards
        loading={summary.isPending && !summary.isError}
        entries={COUNTS.map((key) => ({
          key,
          label: key === 'proofs_pending' ? t('contract.summary.proofs_pending') : status(key.startsWith('contract') ? 'contract' : 'payment', key),
          value: summary.data?.[key],
        }))}
      />
      <ProofQueue />
    </>
  );

  const filterFields: FilterField<FilterKey<typeof spec>>[] = [
    {
      kind: 'select',
      key: 'payment_status',
      label: t('filters.payment_status'),
      options: PAYMENT_STATUSES.map((s) => ({ value: s, label: status('payment', s) })),
      width: 160,
      testId: 'filter-payment',
    },
    {
      kind: 'select',
      key: 'contract_status',
      label: t('filters.contract_status'),
      options: CONTRACT_STATUSES.map((s) => ({ value: s, label: status('contract', s) })),
      width: 160,
      testId: 'filter-contract',
    },
    {
      kind: 'select',
      key: 'ol_status',
      label: t('filters.ol_status'),
      options: OL_STATUSES.map((s) => ({ value: s, label: status('ol', s) })),
      width: 160,
      testId: 'filter-ol',
    },
  ];

  return (
    <>
      <ListPage<ContractRow>
        title={t('nav:borrower.contract')}
        counts={counts}
        list={list}
        columns={columns}
        rowKey="loan_id"
        tableTestId="contracts-table"
        scrollX={1100}
        search={{
          value: filters.q,
          onChange: (q) => update({ q }),
          label: t('search.label'),
          placeholder: t('search.placeholder'),
          testId: 'contract-search',
        }}
        filters={<FilterBar fields={filterFields} values={filters} onChange={update} />}
        sort={{ value: filters.sort, onChange: (sort) => update({ sort }) }}
        filtered={spec.isFiltered(filters)}
        onClearFilters={() => update(spec.cleared)}
        emptyText={t('contract.empty')}
        totalText={(count) => t('total', { count })}
      />
      <FirstPaymentModal row={scheduling} onClose={() => setScheduling(null)} />
      <ProofUploadModal row={proofFor} onClose={() => setProofFor(null)} />
      <FileUploadModal target={fileFor} onClose={() => setFileFor(null)} />
      <TextModal
        open={rejecting !== null}
        title={t('contract.reject.title', { loanId: rejecting?.loan_id ?? '' })}
        field="reason"
        label={t('reason')}
        okText={t('contract.actions.reject_contract')}
        danger
        onClose={() => setRejecting(null)}
        onSubmit={async (reason) => {
          if (!rejecting) return;
          await rejection.mutateAsync({ loanId: rejecting.loan_id, reason: reason ?? '' });
          toastSuccess(t('contract.reject.done', { loanId: rejecting.loan_id }));
        }}
      />
    </>
  );
}
