/** antd's `Tag.CheckableTagGroup`, as `CheckableTag.tsx`. */
import { deferred } from './deferred';

export default deferred(() => import('antd/es/tag/CheckableTagGroup'));
