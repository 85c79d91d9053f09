/**
 * The screen of a list (issue 7), the same for every list of the app: heading and page actions,
 * counts bar, search box, filters, sort, "clear filters", selection bar with bulk actions, the
 * table of one keyset page, and the range with previous/next. The list's data comes from
 * `useCursorList`; what it is filtered by lives in the URL (`useUrlFilters`).
 */
import { Suspense, lazy, useRef, useState, type Key, type ReactNode } from 'react';
import { Button, Empty, Flex, Select, Table, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../PageHeading';
import { Panel } from '../Panel';
import { SORTS, type Sort } from './cursor';
import { FITS_CLASS, FitStyle, RowDetails, foldsColumns, splitColumns, useFolded, type ListColumns } from './fitColumns';
import { SORT_WIDTH } from './filterFields';
import { SearchBox, type SearchBoxProps } from './SearchBox';
import type { ListSummary } from './summary';
import type { CursorList } from './useCursorList';
import { Text } from '../Texts';

/** Shown only when the list fails to load, so fetched then (issue 8). */
const Alert = lazy(() => import('antd/es/alert'));

/** Row selection and what can be done with the selected rows. */
export interface ListSelection<T> {
  /** The keys of the selected rows (kept across pages). */
  selected: string[];
  onChange: (keys: string[]) => void;
  /** The accessible name of a row's checkbox ("Select LN-0000042"). */
  rowLabel: (row: T) => string;
  /** The bulk actions shown while rows are selected. */
  actions: ReactNode;
}

export interface ListPageProps<T> {
  /** The page heading; left out when the list sits in a tab under the page's own heading. */
  title?: ReactNode;
  /** Beside the heading (e.g. "Create new …"). */
  actions?: ReactNode;
  /** Above the list (e.g. counts cards). */
  counts?: ReactNode;
  list: CursorList<T>;
  /**
   * The table's columns. When some say the order they `fold` in, the table fits its panel: those
   * leave it for the row's details while it does not fit, instead of the table scrolling sideways.
   */
  columns: ListColumns<T>;
  rowKey: keyof T & string;
  /** The search box; left out by lists the server cannot search (a log read page by page). */
  search?: Omit<SearchBoxProps, 'value' | 'onSearch'> & { value: string; onChange: (q: string) => void };
  /** Filter controls after the search box: a `FilterBar` of the list's declared fields. */
  filters?: ReactNode;
  sort?: { value: Sort; onChange: (sort: Sort) => void };
  /** Whether a search or a filter narrows the list (an empty table then means "no matches"). */
  filtered: boolean;
  /** Clears the search and the filters (the sort stays); shown while `filtered`. */
  onClearFilters?: () => void;
  selection?: ListSelection<T>;
  /** Shown when the list has no row and nothing narrows it. */
  emptyText: string;
  /** The number of matches when no row is shown ("0 applications"). */
  totalText: (count: number) => string;
  tableTestId?: string;
  /** Width below which the table scrolls sideways (a list that folds columns fits instead). */
  scrollX?: number;
  /** Rows that open to show more (e.g. an audit row's before and after); not with folding columns. */
  expandable?: TableProps<T>['expandable'];
  /** The table's last row, e.g. the rupiah totals of every match (the journal's debits and credits). */
  summary?: ListSummary;
}

/**
 * Column titles kept on one line: a narrow window scrolls the table sideways rather than
 * breaking "Average monthly income" over three lines.
 */
function headersOnOneLine<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column) => ({
    ...column,
    onHeaderCell: (col) => {
      const own = column.onHeaderCell?.(col) ?? {};
      return { ...own, style: { whiteSpace: 'nowrap', ...own.style } };
    },
  }));
}

/** A summary row in antd's table; `leading` columns (a selection's, an expander's) left empty before its cells. */
function SummaryRow({ summary, leading }: { summary: ListSummary; leading: number }) {
  const starts = summary.cells.map((_, i) => leading + summary.cells.slice(0, i).reduce((sum, cell) => sum + (cell.colSpan ?? 1), 0));
  return (
    <Table.Summary.Row data-testid={summary.testId}>
      {leading > 0 && <Table.Summary.Cell index={0} colSpan={leading} />}
      {summary.cells.map((cell, i) => (
        <Table.Summary.Cell key={i} index={starts[i]} colSpan={cell.colSpan} align={cell.align}>
          {cell.content}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}

export function ListPage<T extends object>({
  title,
  actions,
  counts,
  list,
  columns,
  rowKey,
  search,
  filters,
  sort,
  filtered,
  onClearFilters,
  selection,
  emptyText,
  totalText,
  tableTestId,
  scrollX,
  expandable,
  summary,
}: ListPageProps<T>) {
  const { t, i18n } = useTranslation();
  const tableBox = useRef<HTMLDivElement>(null);
  const fits = foldsColumns(columns);
  const folded = useFolded(tableBox, columns, list.rows, i18n.language);
  const split = splitColumns(columns, fits ? folded : 0);
  const details = split.details;
  // "Clear filters" also empties what is typed but not searched yet: a new box starts empty.
  const [searchBox, setSearchBox] = useState(0);
  const { query, rows, total, totalCapped, range } = list;

  function clearFilters() {
    setSearchBox((n) => n + 1);
    onClearFilters?.();
  }

  return (
    <>
      {(title || actions) && (
        <Flex justify={title ? 'space-between' : 'end'} align="start" gap={16} wrap>
          {title && <PageHeading>{title}</PageHeading>}
          {/* Below the title when they wrap (a narrow window): kept off the counts under them. */}
          {actions && <div style={{ marginBottom: 16 }}>{actions}</div>}
        </Flex>
      )}

      {counts}

      <Panel>
        {/* One wrapping row; the sort keeps to the right end of the last line, so controls
            move down whole (never cut or squeezed) at laptop widths. */}
        {(search || filters || sort) && (
          <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }} data-testid="list-toolbar">
            {search && (
              <SearchBox
                key={searchBox}
                value={search.value}
                onSearch={search.onChange}
                label={search.label}
                placeholder={search.placeholder}
                testId={search.testId}
                width={search.width}
              />
            )}
            {filters}
            {filtered && onClearFilters && (
              <Button type="link" onClick={clearFilters}>
                {t('list.clear_filters')}
              </Button>
            )}
            {sort && (
              <Select
                aria-label={t('list.sort.label')}
                value={sort.value}
                onChange={sort.onChange}
                options={SORTS.map((s) => ({ value: s, label: t(`list.sort.${s}`) }))}
                style={{ minWidth: SORT_WIDTH, marginInlineStart: 'auto' }}
                popupMatchSelectWidth={false}
                data-testid="sort"
              />
            )}
          </Flex>
        )}

        {selection && selection.selected.length > 0 && (
          <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }} data-testid="selection-bar">
            <Text strong>{t('list.selected', { count: selection.selected.length })}</Text>
            {selection.actions}
            <Button type="link" onClick={() => selection.onChange([])}>
              {t('list.clear_selection')}
            </Button>
          </Flex>
        )}

        {query.isError && (
          <Suspense fallback={null}>
            <Alert type="error" showIcon title={query.error.message} style={{ marginBottom: 16 }} />
          </Suspense>
        )}

        {/* A list that folds columns fits this box: the table takes its width (`x: true`), cells
            and headers wrap between words, and what still does not fit goes to the row details. */}
        {fits && <FitStyle />}
        <div ref={tableBox} className={fits ? FITS_CLASS : undefined}>
          <Table<T>
            data-testid={tableTestId}
            rowKey={rowKey}
            columns={fits ? split.table : headersOnOneLine(split.table)}
            dataSource={rows}
            loading={query.isFetching}
            pagination={false}
            size="middle"
            tableLayout="auto"
            scroll={{ x: fits ? true : (scrollX ?? 'max-content') }}
            expandable={
              details.length > 0
                ? { expandedRowRender: (row, index) => <RowDetails row={row} index={index} columns={details} /> }
                : expandable
            }
            summary={summary && (() => <SummaryRow summary={summary} leading={(selection ? 1 : 0) + (details.length > 0 || expandable ? 1 : 0)} />)}
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? t('errors:no_matches') : emptyText} />
              ),
            }}
            rowSelection={
              selection && {
                selectedRowKeys: selection.selected,
                preserveSelectedRowKeys: true,
                onChange: (keys: Key[]) => selection.onChange(keys.map(String)),
                getCheckboxProps: (row: T) => ({ 'aria-label': selection.rowLabel(row) }),
              }
            }
          />
        </div>

        <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 16 }}>
          <Text type="secondary" data-testid="list-total">
            {rows.length
              ? t(totalCapped ? 'list.range_capped' : 'list.range', { from: range.from, to: range.to, total })
              : totalText(total)}
          </Text>
          <Flex gap={8}>
            <Button disabled={!list.hasPrevious} onClick={list.previous}>
              {t('list.previous')}
            </Button>
            <Button disabled={!list.hasNext} onClick={list.next}>
              {t('list.next')}
            </Button>
          </Flex>
        </Flex>
      </Panel>
    </>
  );
}
