import { describe, expect, it } from 'vitest';
import { detailPath, formPath, rowActions } from './RowActions';

describe('row actions', () => {
  it('offers verify only on unverified applications', () => {
    expect(rowActions({ status: 'unverified', lead_status: 'qualified' })).toEqual([
      'continue',
      'verify',
      'assign_pic',
      'assign_partner',
      'delete',
    ]);
  });

  it('offers the leads actions on drafts, except the current one', () => {
    expect(rowActions({ status: 'draft', lead_status: 'new' })).toEqual([
      'continue',
      'assign_pic',
      'assign_partner',
      'qualify',
      'unqualify',
      'delete',
    ]);
    expect(rowActions({ status: 'draft', lead_status: 'qualified' })).not.toContain('qualify');
    expect(rowActions({ status: 'draft', lead_status: 'unqualified' })).not.toContain('unqualify');
  });

  it('leaves a verified application only PIC and delete (its data is locked)', () => {
    expect(rowActions({ status: 'verified', lead_status: 'qualified' })).toEqual(['assign_pic', 'delete']);
  });

  it('links to the detail and the form by loan ID', () => {
    expect(detailPath('LN-0000042')).toBe('/app/borrower/detail?loan_id=LN-0000042');
    expect(formPath('LN-0000042')).toBe('/app/borrower/application/LN-0000042');
  });
});
