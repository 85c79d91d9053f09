/**
 * antd's shared tooltip popup for `ConfigProvider`: drawn only with `tooltip={{ unique: true }}`,
 * which this app does not set, yet the static import put rc-trigger in the entry chunk.
 */
import { deferred } from './deferred';

export default deferred(() => import('antd/es/tooltip/UniqueProvider'));
