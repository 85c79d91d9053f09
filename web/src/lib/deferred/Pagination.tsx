/**
 * antd's `Pagination` for antd's `Table`: the lists page by cursor with `pagination={false}`, yet
 * the static import put the pager on every table page. A table that pages shows its pager once
 * it has arrived.
 */
import { deferred } from './deferred';

export default deferred(() => import('antd/es/pagination'));
