/**
 * The message log's filters (the list kit's `filterSpec`): status, channel and a loan ID; no sort
 * (the server lists the newest first). They live in the URL beside the page's tab
 * (`?tab=messages&status=failed`).
 */
import { filterSpec, type Filters } from '../../components/list';
import { CHANNELS, MESSAGE_STATUSES } from './api';

export const messageFilters = filterSpec({ status: MESSAGE_STATUSES, channel: CHANNELS, loan_id: 'text' }, { sorted: false });

/** The message filters in the URL, with the tab that shows them. */
export function messagesToSearch(filters: Filters<'status' | 'channel' | 'loan_id'>): URLSearchParams {
  const params = messageFilters.toSearch(filters);
  params.set('tab', 'messages');
  return params;
}
