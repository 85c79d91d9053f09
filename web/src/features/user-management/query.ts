/** The filters of the staff list (the list kit's `filterSpec`): search, level, status and lender. */
import { filterSpec } from '../../components/list';
import { STAFF_STATUSES } from '../../entities/staff/types';
import { LEVEL_VALUES } from './levels';

export const userFilters = filterSpec({ level: LEVEL_VALUES, status: STAFF_STATUSES, lender_id: 'id' });
