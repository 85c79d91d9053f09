/** The filters of the battery list (the list kit's `filterSpec`). */
import { filterSpec } from '../../components/list';
import { BATTERY_STATUSES } from './schemas';

/** The state-of-health thresholds offered ("below 80%" sends `soh_below=80`). */
export const SOH_THRESHOLDS = ['90', '80', '70', '60'] as const;

export const batteryFilters = filterSpec({ status: BATTERY_STATUSES, soh_below: SOH_THRESHOLDS });
