/** App paths the motorcycle screens link to (kept with the other asset paths in entities). */
export { HAND_OVER_PARAM, MOTORCYCLE_DETAIL_PATH, batteryPath, handoverPath, motorcyclePath } from '../../entities/asset/paths';
