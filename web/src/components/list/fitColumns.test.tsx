import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListPage } from './ListPage';
import { splitColumns, type ListColumns } from './fitColumns';
import type { CursorList } from './useCursorList';
import type { CursorPage } from './cursor';

interface Row {
  id: string;
  name: string;
  lender: string;
  amount: string;
  kind: string;
}

const COLUMNS: ListColumns<Row> = [
  { key: 'id', title: 'Loan ID', nowrap: true, render: (_, row) => row.id },
  { key: 'lender', title: 'Lender', fold: 2, render: (_, row) => row.lender },
  { key: 'name', title: 'Borrower', render: (_, row) => row.name },
  { key: 'kind', title: 'Kind', fold: 1, render: (_, row) => row.kind },
  { key: 'amount', title: 'Amount', nowrap: true, render: (_, row) => row.amount },
];

const keys = (columns: { key?: unknown }[]) => columns.map((c) => c.key);

describe('splitColumns', () => {
  it('folds the foldable columns in their order and keeps the others in the table', () => {
    expect(keys(splitColumns(COLUMNS, 0).table)).toEqual(['id', 'lender', 'name', 'kind', 'amount']);
    expect(splitColumns(COLUMNS, 0).details).toEqual([]);
    const one = splitColumns(COLUMNS, 1);
    expect(keys(one.table)).toEqual(['id', 'lender', 'name', 'amount']);
    expect(keys(one.details)).toEqual(['kind']);
    // Never more than the foldable ones: the rest stays whatever the width.
    const all = splitColumns(COLUMNS, 5);
    expect(keys(all.table)).toEqual(['id', 'name', 'amount']);
    expect(keys(all.details)).toEqual(['lender', 'kind']);
  });

  it('keeps a nowrap column on one line, with the cell props it had', () => {
    const columns: ListColumns<Row> = [{ key: 'id', title: 'ID', nowrap: true, onCell: () => ({ className: 'own', style: { color: 'red' } }) }];
    const [column] = splitColumns(columns, 0).table;
    const row = { id: 'LND-03', name: '', lender: '', amount: '', kind: '' };
    expect(column.onCell?.(row, 0)).toEqual({ className: 'own', style: { whiteSpace: 'nowrap', color: 'red' } });
    expect('nowrap' in column).toBe(false);
    expect('fold' in column).toBe(false);
  });
});

/** A list of fixed rows, as `useCursorList` gives one. */
function fixedList(rows: Row[]): CursorList<Row> {
  return {
    query: { isError: false, isFetching: false, data: { items: rows, next_cursor: null, total: rows.length } } as unknown as UseQueryResult<CursorPage<Row>>,
    rows,
    total: rows.length,
    totalCapped: false,
    range: { from: 1, to: rows.length },
    hasPrevious: false,
    hasNext: false,
    previous: () => undefined,
    next: () => undefined,
  };
}

const ROWS: Row[] = [{ id: 'LN-0000042', name: 'Siti Rahmawati', lender: 'Bank Sinar', amount: 'Rp 2.740.000', kind: 'E-toll' }];

describe('a list that folds columns', () => {
  afterEach(() => vi.restoreAllMocks());

  /**
   * A laid-out page: the table's box is 400 px wide and each column takes 100 px (the expand
   * button's 50), so three columns fit.
   */
  function layout() {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      const headers = [...this.querySelectorAll('thead th')];
      return headers.reduce((sum, th) => sum + (th.classList.contains('ant-table-row-expand-icon-cell') ? 50 : 100), 0);
    });
  }

  it('moves columns into the row details, in their fold order, until the table fits', async () => {
    layout();
    render(<ListPage<Row> list={fixedList(ROWS)} columns={COLUMNS} rowKey="id" filtered={false} emptyText="None" totalText={() => ''} />);
    // Five columns need 500 px: "Kind" folds (with the expand button, 450), then "Lender" (350).
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Lender' })).toBeNull());
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['', 'Loan ID', 'Borrower', 'Amount']);
    expect(screen.queryByTestId('row-details')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Expand row' }));
    const details = within(await screen.findByTestId('row-details'));
    expect(details.getByTestId('row-detail-lender')).toHaveTextContent('LenderBank Sinar');
    expect(details.getByTestId('row-detail-kind')).toHaveTextContent('KindE-toll');
  });

  it('draws the whole table once on a first load that folds one column', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(450);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      const headers = [...this.querySelectorAll('thead th')];
      return headers.reduce((sum, th) => sum + (th.classList.contains('ant-table-row-expand-icon-cell') ? 50 : 100), 0);
    });
    // "Kind" is in the table only while nothing is folded: each call is one drawing of the whole table.
    let kindDrawn = 0;
    const columns = COLUMNS.map((c) => (c.key === 'kind' ? { ...c, render: (_: unknown, row: Row) => ((kindDrawn += 1), row.kind) } : c));
    render(<ListPage<Row> list={fixedList(ROWS)} columns={columns} rowKey="id" filtered={false} emptyText="None" totalText={() => ''} />);
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Kind' })).toBeNull());
    expect(screen.getByRole('columnheader', { name: 'Lender' })).toBeInTheDocument();
    // Once, not again for the box's width read on mount (that started the folding over).
    expect(kindDrawn).toBe(1);
  });

  it('keeps every column in the table when it fits', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(500);
    render(<ListPage<Row> list={fixedList(ROWS)} columns={COLUMNS} rowKey="id" filtered={false} emptyText="None" totalText={() => ''} />);
    await screen.findByText('Bank Sinar');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Loan ID', 'Lender', 'Borrower', 'Kind', 'Amount']);
    expect(screen.queryByRole('button', { name: 'Expand row' })).toBeNull();
  });
});
