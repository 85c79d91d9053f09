/** The filters of the motorcycle lists (the list kit's `filterSpec`). */
import { filterSpec } from '../../components/list';
import { MOTORCYCLE_STATUSES, STNK_WARNINGS } from './schemas';

/** Every unit: status, type, STNK expiring or expired, search. */
export const registrationFilters = filterSpec({ status: MOTORCYCLE_STATUSES, motorcycle_type_id: 'id', stnk: STNK_WARNINGS });

/** Units in use (`status=handed_over`, fixed by the page): type, STNK, search. */
export const activeFilters = filterSpec({ motorcycle_type_id: 'id', stnk: STNK_WARNINGS });

/** Loans waiting for their unit: search only. */
export const pendingFilters = filterSpec({}, { sorted: false });
