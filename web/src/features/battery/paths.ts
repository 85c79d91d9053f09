/** App paths of the battery screens (one battery, and its unit, in entities/asset). */
export const BATTERY_LIST_PATH = '/app/battery/active';

export { batteryPath, motorcyclePath } from '../../entities/asset/paths';
