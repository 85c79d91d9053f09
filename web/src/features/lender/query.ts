/** The filters of the lender list (the list kit's `filterSpec`): search and status, no sort. */
import { filterSpec } from '../../components/list/filterSpec';
import { LENDER_STATUSES } from '../../entities/lender/types';

export const lenderFilters = filterSpec({ status: LENDER_STATUSES }, { sorted: false });
