// antd's radio group needs only `toNamePathStr` of antd/es/form/hooks/useForm.js (the same two
// lines, antd 6.6), whose module would also tie rc-form's useForm and scroll-into-view to every
// page with a radio group.
import { toArray } from 'antd/es/form/util';

export function toNamePathStr(name: Parameters<typeof toArray>[0]): string {
  return toArray(name).join('_');
}
