/** The filters of the approval, KYC and contract lists (the list kit's `filterSpec`). */
import { filterSpec } from '../../components/list';
import {
  APPROVAL_STATUSES,
  CONTRACT_STATUSES,
  KYC_STATUSES,
  OL_STATUSES,
  PAYMENT_STATUSES,
} from '../../entities/loan/types';

/** Approval: status, lender, program, verified date range (`from`, `to`, Jakarta dates). */
export const approvalFilters = filterSpec({
  status: APPROVAL_STATUSES,
  lender_id: 'id',
  program_id: 'id',
  from: 'date',
  to: 'date',
});

/** KYC: status and lender. */
export const kycFilters = filterSpec({ status: KYC_STATUSES, lender_id: 'id' });

/** Contract: payment, contract and offering letter statuses. */
export const contractFilters = filterSpec({
  payment_status: PAYMENT_STATUSES,
  contract_status: CONTRACT_STATUSES,
  ol_status: OL_STATUSES,
});
