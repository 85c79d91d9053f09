/** App paths the motorcycle screens link to (kept with the other asset paths in entities). */
export { MOTORCYCLE_DETAIL_PATH, batteryPath, motorcyclePath } from '../../entities/asset/paths';
