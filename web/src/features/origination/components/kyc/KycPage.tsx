/**
 * `/app/borrower/kyc` (spec §2 "KYC list", issue 9): approved loans with their offering letter
 * and KYC status and meeting schedule; counts per status; schedule or reschedule one meeting,
 * schedule the selected loans at once, record the result, download the offering letter. Row
 * actions come only from each row's `allowed_actions`.
 */
import { useState } from 'react';
import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FilterBar, ListPage, namedOptions, useCursorList, useUrlFilters, type FilterField, type FilterKey } from '../../../../components/list';
import { LoanLink } from '../../../../entities/loan/LoanLink';
import { loanDetailPath } from '../../../../entities/loan/paths';
import { allowsAction, loanKeys } from '../../../../entities/loan/api';
import { LoanStatusTag, useStatusText } from '../../../../entities/loan/StatusTag';
import { KYC_STATUSES, type KycRow } from '../../../../entities/loan/types';
import { useLenders } from '../../../../entities/reference/api';
import { useSession } from '../../../../entities/session/ClientRecord';
import { formatJakartaDateTime } from '../../../../lib/jakartaTime';
import { fetchKyc, useKycSummary } from '../../api';
import { kycFilters as spec } from '../../query';
import { CountCards } from '../../../../components/list';
import { OfferingLetterButton } from '../OfferingLetterButton';
import { RowMenu, type RowMenuItem } from '../../../../components/RowMenu';
import { KycResultModal } from './KycResultModal';
import { KycScheduleModal, type ScheduleTarget } from './KycScheduleModal';

/** A meeting link opens in a new tab; a place is plain text. */
function Location({ value }: { value: string }) {
  return /^https?:\/\//i.test(value) ? (
    <a href={value} target="_blank" rel="noopener noreferrer">
      {value}
    </a>
  ) : (
    <>{value}</>
  );
}

export function KycPage() {
  const { t } = useTranslation('origination');
  const status = useStatusText();
  const navigate = useNavigate();
  const { me } = useSession();
  const canSeeDetail = me.areas.includes('borrower/detail');
  const [filters, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  const list = useCursorList({
    queryKey: loanKeys.list('kyc', spec.query(filters)),
    fetchPage: (cursor, signal) => fetchKyc(spec.query(filters, cursor), signal),
  });
  const summary = useKycSummary();
  const lenders = useLenders();

  const [selected, setSelected] = useState<string[]>([]);
  const [scheduling, setScheduling] = useState<ScheduleTarget | null>(null);
  const [deciding, setDeciding] = useState<KycRow | null>(null);
  const canSchedule = list.rows.some((row) => allowsAction(row, 'kyc_schedule'));
  const none = <Typography.Text type="secondary">—</Typography.Text>;

  function menu(row: KycRow): RowMenuItem[] {
    const items: RowMenuItem[] = [];
    if (canSeeDetail) items.push({ key: 'detail', label: t('actions.detail'), onClick: () => void navigate(loanDetailPath(row.loan_id)) });
    if (allowsAction(row, 'kyc_schedule')) {
      items.push({
        key: 'schedule',
        label: row.scheduled_at ? t('kyc.actions.reschedule') : t('kyc.actions.schedule'),
        onClick: () => setScheduling({ row }),
      });
    }
    if (allowsAction(row, 'kyc_result')) items.push({ key: 'result', label: t('kyc.actions.result'), onClick: () => setDeciding(row) });
    return items;
  }

  const columns: TableColumnsType<KycRow> = [
    {
      key: 'loan_id',
      title: t('columns.loan_id'),
      render: (_, row) => (
        <>
          <LoanLink loanId={row.loan_id} />
          <br />
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }} title={t('kyc.approved_at')}>
            {formatJakartaDateTime(row.approved_at)}
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
    { key: 'status', title: t('columns.kyc_status'), render: (_, row) => <LoanStatusTag kind="kyc" status={row.kyc_status} /> },
    {
      key: 'meeting',
      title: t('columns.meeting'),
      render: (_, row) =>
        row.scheduled_at ? (
          <Flex vertical>
            <span style={{ whiteSpace: 'nowrap' }} data-testid="meeting-at">
              {formatJakartaDateTime(row.scheduled_at)}
            </span>
            <Typography.Text type="secondary">
              {row.method ? t(`loan:method.${row.method}`) : ''}
              {row.location ? ' · ' : ''}
              {row.location && <Location value={row.location} />}
            </Typography.Text>
          </Flex>
        ) : (
          none
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

  const filterFields: FilterField<FilterKey<typeof spec>>[] = [
    {
      kind: 'select',
      key: 'status',
      label: t('filters.status'),
      options: KYC_STATUSES.map((s) => ({ value: s, label: status('kyc', s) })),
      width: 160,
      testId: 'filter-status',
    },
    { kind: 'select', key: 'lender_id', label: t('filters.lender'), ...namedOptions(lenders), width: 160, testId: 'filter-lender' },
  ];

  return (
    <>
      <ListPage<KycRow>
        title={t('nav:borrower.kyc')}
        counts={
          <CountCards
            loading={summary.isPending && !summary.isError}
            entries={KYC_STATUSES.map((s) => ({ key: s, label: status('kyc', s), value: summary.data?.[s] }))}
          />
        }
        list={list}
        columns={columns}
        rowKey="loan_id"
        tableTestId="kyc-table"
        scrollX={1000}
        search={{
          value: filters.q,
          onChange: (q) => update({ q }),
          label: t('search.label'),
          placeholder: t('search.placeholder'),
          testId: 'kyc-search',
        }}
        filters={<FilterBar fields={filterFields} values={filters} onChange={update} />}
        sort={{ value: filters.sort, onChange: (sort) => update({ sort }) }}
        filtered={spec.isFiltered(filters)}
        onClearFilters={() => update(spec.cleared)}
        selection={
          canSchedule || selected.length > 0
            ? {
                selected,
                onChange: setSelected,
                rowLabel: (row) => t('select_row', { loanId: row.loan_id }),
                actions: (
                  <Button type="primary" onClick={() => setScheduling({ loanIds: selected })}>
                    {t('kyc.actions.schedule_selected')}
                  </Button>
                ),
              }
            : undefined
        }
        emptyText={t('kyc.empty')}
        totalText={(count) => t('total', { count })}
      />
      <KycScheduleModal
        target={scheduling}
        onClose={() => setScheduling(null)}
        onDone={(done) => setSelected((s) => s.filter((id) => !done.includes(id)))}
      />
      <KycResultModal row={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}
