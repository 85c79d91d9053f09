/**
 * Lists that fit a laptop (issue 45 item 1): a list's table never hides columns behind its own
 * sideways scroll at 1366 px with the sidebar open or at 1024 px with it folded, in either
 * language. Each list keeps in the table what a person needs at a glance (who, the money and the
 * next action) and marks the other columns with the order in which they give way (`fold`); while
 * the table is wider than its panel, the next of them leaves the table for the row's details
 * (the row's expand button), so nothing is lost. Which columns fold is measured, not guessed: it
 * follows the panel's width, the language and the rows shown.
 */
import { useLayoutEffect, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import type { TableColumnsType } from 'antd';
import { useThemeToken } from '../../lib/useThemeToken';

/** A column of a list screen: antd's column, with how it behaves when the table does not fit. */
export type ListColumn<T> = TableColumnsType<T>[number] & {
  /**
   * The order in which the column leaves the table for the row's details while the table is
   * wider than its panel (1 first). Columns without it always stay in the table.
   */
  fold?: number;
  /** The cell's content is kept on one line (an ID, a code, a tag, an amount, a date). */
  nowrap?: boolean;
};

export type ListColumns<T> = ListColumn<T>[];

/** The style that keeps a text on one line (an ID like "LND-03", a status like "Not assigned"). */
export const NOWRAP: CSSProperties = { whiteSpace: 'nowrap' };

/** Whether a list folds columns into row details instead of scrolling sideways. */
export function foldsColumns<T>(columns: ListColumns<T>): boolean {
  return columns.some((c) => c.fold !== undefined);
}

/**
 * The columns split between the table and the row details when `folded` of the foldable ones
 * have left the table (in their `fold` order); a `nowrap` column's cells keep to one line.
 */
export function splitColumns<T>(columns: ListColumns<T>, folded: number): { table: TableColumnsType<T>; details: ListColumns<T> } {
  const order = columns.filter((c) => c.fold !== undefined).sort((a, b) => (a.fold ?? 0) - (b.fold ?? 0));
  const out = new Set(order.slice(0, folded));
  const table = columns
    .filter((c) => !out.has(c))
    .map(({ fold: _fold, nowrap, ...column }) =>
      nowrap
        ? {
            ...column,
            onCell: (row: T, index?: number) => {
              const own = column.onCell?.(row, index) ?? {};
              return { ...own, style: { ...NOWRAP, ...own.style } };
            },
          }
        : column,
    ) as TableColumnsType<T>;
  return { table, details: columns.filter((c) => out.has(c)) };
}

/** The class of the box of a table that fits (`FitStyle`). */
export const FITS_CLASS = 'roda-list-fits';

/**
 * The cells and headers of a table that fits break lines between words only. antd's cells and
 * texts break inside a word (`overflow-wrap` / `word-break: break-word`), which Chromium also
 * counts in a table cell's narrowest width: the table would squeeze "Kusumaningrum" or "LND-03"
 * over two lines rather than overflow, and no column would ever fold. A rule rather than a cell
 * style, as the texts inside the cells carry their own (`Text` inline, hence `!important`); React
 * puts it in the head once.
 */
export function FitStyle() {
  return (
    <style href={FITS_CLASS} precedence="default">
      {`.${FITS_CLASS} .ant-table-cell, .${FITS_CLASS} .ant-table-cell * { overflow-wrap: normal !important; word-break: normal !important; }`}
    </style>
  );
}

/** How many foldable columns a list has. */
function foldable<T>(columns: ListColumns<T>): number {
  return columns.filter((c) => c.fold !== undefined).length;
}

/** The same rows (a list answered again with the same objects, or `[]` anew while loading). */
function sameRows<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((row, i) => row === b[i]);
}

/**
 * The width of an element as it changes after it is first laid out (the window, the sidebar
 * folding): 0 until then. Not set on mount: a width set then re-rendered the whole list once
 * more on every first load, and started its folding again from none (issue 46 item 4); the
 * folds of the first layout are measured at it anyway.
 */
function useWidth(ref: RefObject<HTMLElement | null>, followed: boolean): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !followed || typeof ResizeObserver === 'undefined') return;
    let seen = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === seen) return;
      seen = el.clientWidth;
      setWidth(seen);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, followed]);
  return width;
}

/**
 * How many of `columns`' foldable columns are folded so the table inside `ref` fits it. Starts
 * from none whenever the width, the rows or the language change, then folds one more after each
 * render while the table's scroller is wider than it is (layout effects run before the browser
 * paints, so the steps are never seen). A page without layout (a test's DOM) folds nothing, nor
 * does a list without foldable columns.
 */
export function useFolded<T>(ref: RefObject<HTMLElement | null>, columns: ListColumns<T>, rows: readonly T[], language: string): number {
  const max = foldable(columns);
  const width = useWidth(ref, max > 0);
  const [fit, setFit] = useState({ width, rows, language, folded: 0 });
  const current = fit.width === width && sameRows(fit.rows, rows) && fit.language === language;
  const folded = current ? fit.folded : 0;
  useLayoutEffect(() => {
    const scroller = ref.current?.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
    if (!scroller || folded >= max) return;
    // 1 px of rounding is no scroll.
    if (scroller.scrollWidth - scroller.clientWidth > 1) setFit({ width, rows, language, folded: folded + 1 });
  }, [ref, folded, max, width, rows, language]);
  return folded;
}

/** A row's folded columns, each its title over its value, as many side by side as fit. */
export function RowDetails<T>({ row, index, columns }: { row: T; index: number; columns: ListColumns<T> }) {
  const token = useThemeToken();
  return (
    <dl
      data-testid="row-details"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: `${token.paddingSM}px ${token.paddingLG}px`,
        margin: 0,
      }}
    >
      {columns.map((column, i) => {
        const dataIndex = 'dataIndex' in column ? column.dataIndex : undefined;
        const value = typeof dataIndex === 'string' ? (row as Record<string, unknown>)[dataIndex] : undefined;
        const content: ReactNode = 'render' in column && column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode);
        return (
          <div key={String(column.key ?? i)} data-testid={`row-detail-${String(column.key ?? i)}`}>
            <dt style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{typeof column.title === 'function' ? null : column.title}</dt>
            <dd style={{ margin: 0, ...(column.nowrap ? NOWRAP : undefined) }}>{content}</dd>
          </div>
        );
      })}
    </dl>
  );
}
