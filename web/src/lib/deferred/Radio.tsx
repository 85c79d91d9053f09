/**
 * antd's `Radio` for antd Table's row selection: only a single-choice selection draws one, and
 * no table of this app has one, yet the static import put Radio and its group on every table page.
 */
import { deferred } from './deferred';

export default deferred(() => import('antd/es/radio'));
