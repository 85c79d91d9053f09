import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { NOWRAP, type ListColumns } from '../../../components/list/fitColumns';
import { detailPath } from '../../../entities/loan-application/paths';
import type { ApplicationRow } from '../../../entities/loan-application/types';
import { formatDateTime, formatRupiah } from '../../../lib/format';
import { StatusTags } from './StatusTags';
import { Text } from '../../../components/Texts';

interface Options {
  /** Whether the staff member may open the borrower detail (`borrower/detail` in /me areas). */
  canSeeDetail: boolean;
  /** A row's actions menu (the first view draws its button only: src/app/FirstView.tsx). */
  actions: (row: ApplicationRow) => ReactNode;
}

/**
 * The columns of the application list, the last one with each row's actions. At a glance: the
 * loan ID and when it came in, the borrower, the status, the income and the actions; the program
 * and partner, then the PIC, fold into the row's details when space runs out.
 */
export function useApplicationColumns({ canSeeDetail, actions }: Options): ListColumns<ApplicationRow> {
  const { t } = useTranslation('applications');
  const none = <Text type="secondary">—</Text>;

  return [
    {
      key: 'loan_id',
      title: t('columns.loan_id'),
      render: (_, row) => (
        <>
          {canSeeDetail ? <Link to={detailPath(row.loan_id)} style={NOWRAP}>{row.loan_id}</Link> : <span style={NOWRAP}>{row.loan_id}</span>}
          <br />
          <Text type="secondary" style={NOWRAP} data-testid="registered">
            {formatDateTime(row.registered_at)}
          </Text>
        </>
      ),
    },
    {
      key: 'borrower',
      title: t('columns.borrower'),
      render: (_, row) => (
        <>
          <Text strong>{row.full_name}</Text>
          <br />
          <Text type="secondary" style={NOWRAP}>
            {row.email}
          </Text>
        </>
      ),
    },
    {
      key: 'program',
      title: t('columns.program_partner'),
      fold: 1,
      render: (_, row) => (
        <>
          {row.program?.name ?? none}
          <br />
          <Text type="secondary" data-testid="partner">
            {row.partner?.name ?? '—'}
          </Text>
        </>
      ),
    },
    {
      key: 'pic',
      title: t('columns.pic'),
      fold: 2,
      render: (_, row) =>
        row.pic ? <span data-testid="pic">{row.pic.name}</span> : <Text type="secondary" style={NOWRAP}>{t('no_pic')}</Text>,
    },
    { key: 'status', title: t('columns.status'), render: (_, row) => <StatusTags row={row} /> },
    {
      key: 'income',
      title: t('columns.income'),
      align: 'right',
      nowrap: true,
      render: (_, row) => (row.average_monthly_income === null ? none : formatRupiah(row.average_monthly_income)),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      render: (_, row) => actions(row),
    },
  ];
}
