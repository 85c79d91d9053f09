/**
 * antd's `Tooltip` for antd's form labels: a label draws one only for a `tooltip` prop, yet the
 * static import put Tooltip and rc-trigger on every page with a form, /login too. Until it
 * arrives the label's icon shows without its popup.
 */
import type { TooltipProps } from 'antd';
import { deferred } from './deferred';

export default deferred<TooltipProps>(() => import('antd/es/tooltip'), (props) => props.children);
