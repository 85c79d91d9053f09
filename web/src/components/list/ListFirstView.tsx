/**
 * A list screen's first view (src/app/FirstView.tsx; issue 46, item 4): the frame, the heading,
 * the counts and the table of the first page's rows as `ListPage` lays them out, while the shell
 * and the screen's code load. Nothing in it responds: it is `inert` and hidden from assistive
 * technology (the real screen, which replaces it within a second, is what they read).
 *
 * The table is antd's markup for a `Table` without pagination (`TableLook`), styled by antd's
 * stylesheet (zero-runtime mode, src/app/Providers.tsx; `antdClasses`), drawn here because antd's
 * Table and its dependencies are most of what the list waits for; the cells are the list's own
 * column renderers, its summary row the list's own `ListSummary`. The search, filter and sort
 * controls are held as empty boxes of their size. A page that is more than a list (tabs, an
 * introduction) composes `FirstViewFrame` with `ListLook` or `TableLook` itself.
 */
import { useContext, useRef, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Flex } from 'antd';
import useCheckboxStyle from 'antd/es/checkbox/style';
import useTableStyle from 'antd/es/table/style';
import { useTranslation } from 'react-i18next';
import { classes, useAntdClasses } from '../antdClasses';
import { FirstViewMenu } from '../firstViewMenu';
import { Frame, useNarrow } from '../Frame';
import { appQueryClient } from '../../lib/queryClient';
import { readSiderCollapsed } from '../../lib/storage';
import { PageHeading } from '../PageHeading';
import { Panel } from '../Panel';
import { FITS_CLASS, FitStyle, foldsColumns, splitColumns, useFolded, type ListColumns } from './fitColumns';
import { SEARCH_WIDTH, SORT_WIDTH, fieldWidth, type FilterField } from './filterFields';
import type { ListSummary } from './summary';

export interface ListFirstViewProps<T> {
  /** The heading; left out when the list sits in a tab under the page's own (as `ListPage`). */
  title?: ReactNode;
  /** The screen's actions beside its heading, drawn as the screen draws them (inert here). */
  actions?: ReactNode;
  /** The counts above the list (a component reading the prefetched counts). */
  counts?: ReactNode;
  columns: ListColumns<T>;
  /** The first page's rows; nothing is drawn until they are there. */
  rows: readonly T[] | undefined;
  rowKey: keyof T & string;
  /** Whether the rows have a selection checkbox. */
  selectable?: boolean;
  /**
   * The panel's toolbar, held as boxes of its controls' widths so that it wraps where the real one
   * does: the search box (a number: its width when not `SEARCH_WIDTH`), the filter bar's fields,
   * and the sort at the end of the last line.
   */
  toolbar?: { search: boolean | number; fields: readonly FilterField<string>[]; sort: boolean };
  /** The table's last row (the journal's totals), as the screen's. */
  summary?: ListSummary;
}

/** The box of a control of the toolbar (antd's control height, px). */
const CONTROL_HEIGHT = 32;

/** The toolbar's controls as empty boxes of their widths, wrapping as `ListPage`'s toolbar does. */
function ToolbarLook({ search, fields, sort }: NonNullable<ListFirstViewProps<unknown>['toolbar']>) {
  const searchWidth = typeof search === 'number' ? search : SEARCH_WIDTH;
  const widths = [...(search ? [searchWidth] : []), ...fields.map(fieldWidth)];
  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
      {widths.map((width, i) => (
        <div key={i} style={{ width, height: CONTROL_HEIGHT }} />
      ))}
      {sort && <div style={{ minWidth: SORT_WIDTH, height: CONTROL_HEIGHT, marginInlineStart: 'auto' }} />}
    </Flex>
  );
}

/** A checkbox as antd's Table draws one, unchecked (the real one arrives with the screen). */
function CheckboxLook() {
  const { prefix, vars } = useAntdClasses('checkbox', useCheckboxStyle);
  return (
    <label className={classes(`${prefix}-wrapper`, vars)}>
      <span className={prefix}>
        <input className={`${prefix}-input`} type="checkbox" tabIndex={-1} />
      </span>
    </label>
  );
}

/**
 * Rows in antd's table markup (a `Table` of `size`, without pagination); each cell drawn by its
 * column's `render`, folded columns as the screen folds them.
 */
export function TableLook<T>({
  columns,
  rows,
  rowKey,
  selectable,
  summary,
  size = 'middle',
}: Pick<ListFirstViewProps<T>, 'columns' | 'rowKey' | 'selectable' | 'summary'> & { rows: readonly T[]; size?: 'small' | 'middle' }) {
  const { prefix, vars } = useAntdClasses('table', useTableStyle);
  const { i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const fits = foldsColumns(columns);
  const folded = useFolded(box, columns, rows, i18n.language);
  const { table, details } = splitColumns(columns, fits ? folded : 0);
  const expandable = details.length > 0;
  const fixedEnd = (column: (typeof table)[number]) => column.fixed === 'right';
  const cell = (column: (typeof table)[number]) =>
    fixedEnd(column) ? `${prefix}-cell ${prefix}-cell-fix ${prefix}-cell-fix-end ${prefix}-cell-fix-end-shadow` : `${prefix}-cell`;
  const style = (column: (typeof table)[number]): CSSProperties => ({
    textAlign: column.align,
    ...(fixedEnd(column) ? ({ insetInlineEnd: 0, '--z-offset': 7, '--z-offset-reverse': 1 } as CSSProperties) : undefined),
  });
  return (
    <div ref={box} className={fits ? FITS_CLASS : undefined}>
      {fits && <FitStyle />}
      <div className={classes(vars, `${prefix}-wrapper`)}>
        <div className="ant-spin">
          <div className="ant-spin-container">
            <div
              className={classes(
                prefix,
                size === 'small' ? `${prefix}-small` : `${prefix}-medium`,
                vars,
                `${prefix}-scroll-horizontal`,
                table.some(fixedEnd) && `${prefix}-fixed-column ${prefix}-has-fix-end`,
              )}
            >
              <div className={`${prefix}-container`}>
                <div className={`${prefix}-content`} style={{ overflowX: 'auto', overflowY: 'hidden' }}>
                  {/* As ListPage sets `scroll.x`: `true` for a table that fits, `max-content` otherwise. */}
                  <table style={{ width: fits ? 'auto' : 'max-content', minWidth: '100%', tableLayout: 'auto' }}>
                    <colgroup>
                      {expandable && <col className={`${prefix}-expand-icon-col`} />}
                      {selectable && <col className={`${prefix}-selection-col`} />}
                    </colgroup>
                    <thead className={`${prefix}-thead`}>
                      <tr>
                        {expandable && <th className={`${prefix}-cell ${prefix}-row-expand-icon-cell`} />}
                        {selectable && (
                          <th className={`${prefix}-cell ${prefix}-selection-column`} scope="col">
                            <div className={`${prefix}-selection`}>
                              <CheckboxLook />
                            </div>
                          </th>
                        )}
                        {table.map((column, i) => (
                          <th
                            key={String(column.key ?? i)}
                            className={cell(column)}
                            scope="col"
                            // ListPage keeps a table's headers on one line unless it fits its panel.
                            style={{ ...style(column), ...(fits ? undefined : { whiteSpace: 'nowrap' }) }}
                          >
                            {typeof column.title === 'function' ? null : column.title}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody className={`${prefix}-tbody`}>
                      {rows.map((row, index) => (
                        <tr key={String(row[rowKey])} className={`${prefix}-row ${prefix}-row-level-0`}>
                          {expandable && (
                            <td className={`${prefix}-cell ${prefix}-row-expand-icon-cell`}>
                              <button type="button" tabIndex={-1} className={`${prefix}-row-expand-icon ${prefix}-row-expand-icon-collapsed`} />
                            </td>
                          )}
                          {selectable && (
                            <td className={`${prefix}-cell ${prefix}-selection-column`}>
                              <CheckboxLook />
                            </td>
                          )}
                          {table.map((column, i) => {
                            const own = column.onCell?.(row, index) as { style?: CSSProperties } | undefined;
                            return (
                              <td key={String(column.key ?? i)} className={cell(column)} style={{ ...style(column), ...own?.style }}>
                                {'render' in column && column.render ? (column.render(undefined, row, index) as ReactNode) : null}
                              </td>
                            );
                          })}
                        </tr>
                      ))}
                    </tbody>
                    {summary && (
                      <tfoot className={`${prefix}-summary`}>
                        <tr>
                          {(expandable || selectable) && <td className={`${prefix}-cell`} colSpan={(expandable ? 1 : 0) + (selectable ? 1 : 0)} />}
                          {summary.cells.map((cell, i) => (
                            <td key={i} className={`${prefix}-cell`} colSpan={cell.colSpan} style={{ textAlign: cell.align }}>
                              {cell.content}
                            </td>
                          ))}
                        </tr>
                      </tfoot>
                    )}
                  </table>
                </div>
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * `View` with the /app query cache around it (the one the prefetch fills and the screen takes),
 * so that it reads the prefetched rows and counts with the screen's own hooks.
 */
export function withAppQueries(View: ComponentType): ComponentType {
  return function WithAppQueries() {
    return (
      <QueryClientProvider client={appQueryClient()}>
        <View />
      </QueryClientProvider>
    );
  };
}

/**
 * A first view's frame: the /app frame's boxes around `children`, the sidebar's entries when the
 * app gives them (`FirstViewMenu`), inert and hidden from assistive technology.
 */
export function FirstViewFrame({ children }: { children?: ReactNode }) {
  const narrow = useNarrow();
  const menu = useContext(FirstViewMenu);
  return (
    <div inert aria-hidden data-testid="first-view">
      <Frame narrow={narrow} collapsed={readSiderCollapsed()} menu={menu}>
        {children}
      </Frame>
    </div>
  );
}

/** A list as `ListPage` lays it out (heading and actions, counts, the panel's toolbar and table), for a first view. */
export function ListLook<T>({
  title,
  actions,
  counts,
  columns,
  rows,
  rowKey,
  selectable,
  toolbar,
  summary,
}: Omit<ListFirstViewProps<T>, 'rows'> & { rows: readonly T[] }) {
  return (
    <>
      {(title || actions) && (
        <Flex justify={title ? 'space-between' : 'end'} align="start" gap={16} wrap>
          {title && <PageHeading>{title}</PageHeading>}
          {/* As ListPage: below the title when they wrap, kept off the counts under them. */}
          {actions && <div style={{ marginBottom: 16 }}>{actions}</div>}
        </Flex>
      )}
      {counts}
      <Panel>
        {toolbar && <ToolbarLook {...toolbar} />}
        <TableLook columns={columns} rows={rows} rowKey={rowKey} selectable={selectable} summary={summary} />
      </Panel>
    </>
  );
}

/** The first view of a list screen inside the frame, once its first page is there. */
export function ListFirstView<T>(props: ListFirstViewProps<T>) {
  const { rows } = props;
  return <FirstViewFrame>{rows && <ListLook {...props} rows={rows} />}</FirstViewFrame>;
}
