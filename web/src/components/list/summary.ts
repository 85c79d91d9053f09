/**
 * A list table's last row, declared as data (e.g. the journal's rupiah totals of every match),
 * so that `ListPage` (in antd's `Table.Summary`) and a first view (`ListFirstView`, in the same
 * markup) draw one definition.
 */
import type { ReactNode } from 'react';

/** One cell of the row: what it shows, how many of the list's columns it spans (1 unless said), its alignment. */
export interface SummaryCell {
  content: ReactNode;
  colSpan?: number;
  align?: 'right';
}

/** The row's cells left to right, over the list's own columns (not a selection's or an expander's). */
export interface ListSummary {
  cells: readonly SummaryCell[];
  testId?: string;
}
