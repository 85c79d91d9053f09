import { describe, expect, it } from 'vitest';
import { serverAllowedActions } from '../../../entities/loan-application/testing/allowedActions';
import { rowActions } from './RowActions';

/** The menu of a row in this state, as the server allows it (the test server's table). */
const menuIn = (status: 'draft' | 'unverified' | 'verified', lead_status: 'new' | 'qualified' | 'unqualified') =>
  rowActions({ allowed_actions: serverAllowedActions({ status, lead_status }) });

describe('row actions', () => {
  it('shows exactly the allowed actions, in menu order, "continue" for edit', () => {
    expect(rowActions({ allowed_actions: ['delete', 'verify', 'edit', 'assign_pic'] })).toEqual([
      'continue',
      'verify',
      'assign_pic',
      'delete',
    ]);
    expect(rowActions({ allowed_actions: [] })).toEqual([]);
    // Saving and KYC scheduling are the form's, never menu entries.
    expect(rowActions({ allowed_actions: ['save', 'schedule_kyc'] })).toEqual([]);
  });

  it('offers verify only on unverified applications', () => {
    expect(menuIn('unverified', 'qualified')).toEqual(['continue', 'verify', 'assign_pic', 'assign_partner', 'delete']);
  });

  it('offers the leads actions on drafts, except the current one', () => {
    expect(menuIn('draft', 'new')).toEqual(['continue', 'assign_pic', 'assign_partner', 'qualify', 'unqualify', 'delete']);
    expect(menuIn('draft', 'qualified')).not.toContain('qualify');
    expect(menuIn('draft', 'unqualified')).not.toContain('unqualify');
  });

  it('leaves a verified application only PIC and delete (its data is locked)', () => {
    expect(menuIn('verified', 'qualified')).toEqual(['assign_pic', 'delete']);
  });
});
