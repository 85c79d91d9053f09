/**
 * antd's deprecated `Dropdown.Button` (antd's Dropdown index attaches it): no screen of this app
 * uses it, yet the static import put it and antd's `Space` on every page with a dropdown.
 */
import { deferred } from './deferred';

export default deferred(() => import('antd/es/dropdown/dropdown-button'));
