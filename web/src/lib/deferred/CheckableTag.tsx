/**
 * antd's `Tag.CheckableTag` (antd's Tag index attaches it): no screen of this app uses it, yet
 * the static import put it on every page with a tag.
 */
import { deferred } from './deferred';

export default deferred(() => import('antd/es/tag/CheckableTag'));
