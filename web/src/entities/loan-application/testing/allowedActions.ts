/**
 * Test data only — the app never derives these. What the server answers in `allowed_actions`
 * for a caller with the `borrower/application` area (issue 7; the server's pipeline table), so
 * that msw fixtures look like real answers. A caller without that area gets none.
 */
import type { ApplicationRow, LoanAction } from '../types';

type LoanState = Pick<ApplicationRow, 'status' | 'lead_status'> &
  Partial<Pick<ApplicationRow, 'missing_steps'>> & { deleted_at?: string | null };

export function serverAllowedActions({ status, lead_status, deleted_at, missing_steps = [] }: LoanState): LoanAction[] {
  if (deleted_at) return [];
  const editable = status !== 'verified';
  const actions: LoanAction[] = [];
  if (editable) actions.push('edit');
  if (editable && lead_status !== 'unqualified') actions.push('save', 'schedule_kyc');
  // Verify only when it would succeed: unverified with every step stored valid.
  if (status === 'unverified' && missing_steps.length === 0) actions.push('verify');
  actions.push('assign_pic');
  if (editable) actions.push('assign_partner');
  if (status === 'draft' && lead_status !== 'qualified') actions.push('qualify');
  if (status === 'draft' && lead_status !== 'unqualified') actions.push('unqualify');
  actions.push('delete');
  return actions;
}
