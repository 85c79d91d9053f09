/**
 * `/app/fleet-service/etle` (issue 11): e-toll and ETLE tickets — plate, time (WIB), place,
 * violation, amount, status, and the borrower who held the unit then (the loan ID opens the
 * borrower detail for staff who may open it); filters kind, status, plate and the date range,
 * the search (plate, borrower, place) and the sort, kept in the URL. "Add ticket" and "Import"
 * (xlsx or csv); each row's menu offers exactly its `allowed_actions` (mark paid, charge to the
 * borrower), sent with the ticket's version.
 */
import { useState } from 'react';
import { App, Button, Flex, Tag, Typography } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FilterBar, ListPage, useCursorList, useUrlFilters, type FilterField, type FilterKey, type ListColumns, NOWRAP } from '../../../components/list';
import { dateRangeField } from '../../../components/list/DateRangeFilter';
import { RowMenu } from '../../../components/RowMenu';
import { LoanLink } from '../../../entities/loan/LoanLink';
import { notifyActionError } from '../../../lib/actionErrors';
import { formatRupiah } from '../../../lib/format';
import { formatJakartaDateTime } from '../../../lib/jakartaTime';
import { toastSuccess } from '../../../lib/notify';
import {
  TICKET_ACTIONS,
  TICKET_KINDS,
  TICKET_STATUSES,
  fetchTickets,
  fleetKeys,
  updateTicketStatus,
  useFleetMutation,
  type Ticket,
  type TicketAction,
} from '../api';
import { ticketFilters as spec } from '../query';
import { normalizePlate } from '../schemas';
import { PlateLink } from '../../../entities/asset/PlateLink';
import { TicketStatusTag } from './Tags';
import { TicketFormModal } from './TicketFormModal';
import { TicketImportModal } from './TicketImportModal';

function useTicketActions() {
  const { t } = useTranslation('fleet');
  const { modal } = App.useApp();
  const mutation = useFleetMutation((v: { ticket: Ticket; action: TicketAction }) =>
    updateTicketStatus(v.ticket.id, { status: TICKET_ACTIONS[v.action], version: v.ticket.version }),
  );

  async function move(ticket: Ticket, action: TicketAction) {
    try {
      await mutation.mutateAsync({ ticket, action });
      toastSuccess(t(`ticket_actions.done.${action}`, { plate: ticket.plate_number }));
    } catch (error) {
      notifyActionError(error);
    }
  }

  function run(ticket: Ticket, action: TicketAction) {
    if (action === 'charge_to_borrower')
      modal.confirm({
        title: t('ticket_actions.charge_title', { plate: ticket.plate_number }),
        content: ticket.borrower_name
          ? t('ticket_actions.charge_content', { name: ticket.borrower_name, loanId: ticket.loan_id ?? '', amount: formatRupiah(ticket.amount) })
          : t('ticket_actions.charge_content_unknown', { amount: formatRupiah(ticket.amount) }),
        okText: t('ticket_actions.charge_to_borrower'),
        cancelText: t('cancel'),
        onOk: () => move(ticket, action),
      });
    else void move(ticket, action);
  }

  return { run, pending: mutation.isPending };
}

export function TicketsPage() {
  const { t } = useTranslation('fleet');
  const [filters, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  const list = useCursorList({
    queryKey: fleetKeys.tickets(spec.query(filters)),
    fetchPage: (cursor, signal) => fetchTickets(spec.query(filters, cursor), signal),
  });
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const actions = useTicketActions();
  const filterFields: FilterField<FilterKey<typeof spec>>[] = [
    {
      kind: 'select',
      key: 'kind',
      label: t('filters.ticket_kind'),
      options: TICKET_KINDS.map((k) => ({ value: k, label: t(`ticket_kind.${k}`) })),
      width: 120,
      testId: 'filter-kind',
    },
    {
      kind: 'select',
      key: 'status',
      label: t('filters.status'),
      options: TICKET_STATUSES.map((s) => ({ value: s, label: t(`ticket_status.${s}`) })),
      width: 170,
      testId: 'filter-status',
    },
    { kind: 'search', key: 'plate_number', label: t('filters.plate'), normalize: (plate) => normalizePlate(plate.trim()), width: 150, testId: 'filter-plate' },
    // The days of `occurred_at` (Jakarta dates; either end may stay open).
    dateRangeField({ keys: ['from', 'to'], label: t('filters.dates'), placeholder: [t('filters.from'), t('filters.to')], testId: 'filter-dates' }),
  ];

  // At a glance: the unit, when, the amount, the status, who held the unit then and the actions;
  // the rest folds into the row's details in this order when space runs out.
  const columns: ListColumns<Ticket> = [
    { key: 'kind', title: t('columns.ticket_kind'), fold: 3, render: (_, row) => <Tag>{t(`ticket_kind.${row.kind}`)}</Tag> },
    { key: 'plate', title: t('columns.plate'), nowrap: true, render: (_, row) => <PlateLink plate={row.plate_number} motorcycleId={row.motorcycle_id} /> },
    {
      key: 'occurred_at',
      title: t('columns.occurred_at'),
      nowrap: true,
      render: (_, row) => <span data-testid="ticket-time">{formatJakartaDateTime(row.occurred_at)}</span>,
    },
    { key: 'place', title: t('columns.place'), fold: 1, render: (_, row) => row.place },
    { key: 'violation', title: t('columns.violation'), fold: 2, render: (_, row) => row.violation },
    {
      key: 'amount',
      title: t('columns.amount'),
      align: 'right',
      nowrap: true,
      render: (_, row) => <span data-testid="ticket-amount">{formatRupiah(row.amount)}</span>,
    },
    { key: 'status', title: t('columns.status'), render: (_, row) => <TicketStatusTag status={row.status} /> },
    {
      key: 'borrower',
      title: t('columns.borrower'),
      render: (_, row) =>
        row.loan_id ? (
          <div data-testid="ticket-borrower">
            {row.borrower_name && <div>{row.borrower_name}</div>}
            <span style={NOWRAP}>
              <LoanLink loanId={row.loan_id} />
            </span>
          </div>
        ) : (
          <Typography.Text type="secondary" data-testid="ticket-borrower">
            {t('tickets.no_borrower')}
          </Typography.Text>
        ),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      render: (_, row) => (
        <RowMenu
          loanId={row.plate_number}
          loading={actions.pending}
          items={row.allowed_actions.map((action) => ({
            key: action,
            label: t(`ticket_actions.${action}`),
            onClick: () => actions.run(row, action),
          }))}
        />
      ),
    },
  ];

  return (
    <>
      <ListPage<Ticket>
        title={t('nav:fleet-service.etle')}
        actions={
          <Flex gap={8} wrap>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="import-tickets">
              {t('tickets.import')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="add-ticket">
              {t('tickets.add')}
            </Button>
          </Flex>
        }
        list={list}
        columns={columns}
        rowKey="id"
        tableTestId="tickets-table"
        search={{
          value: filters.q,
          onChange: (q) => update({ q }),
          label: t('tickets.search_label'),
          placeholder: t('tickets.search_placeholder'),
          testId: 'ticket-search',
        }}
        filters={<FilterBar fields={filterFields} values={filters} onChange={update} />}
        sort={{ value: filters.sort, onChange: (sort) => update({ sort }) }}
        filtered={spec.isFiltered(filters)}
        onClearFilters={() => update(spec.cleared)}
        emptyText={t('tickets.empty')}
        totalText={(count) => t('tickets.total', { count })}
      />
      <TicketFormModal open={adding} onClose={() => setAdding(false)} />
      <TicketImportModal open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
