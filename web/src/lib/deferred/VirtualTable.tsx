/**
 * antd's virtual table body, drawn for a `Table` with `virtual`, which no table of this app has,
 * yet the static import put it on every table page.
 */
import { deferred } from './deferred';

export default deferred(() => import('antd/es/table/RcTable/VirtualTable'));
