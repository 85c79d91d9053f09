import { describe, expect, it } from 'vitest';
import { NEW_APPLICATION_PATH, detailPath, formPath } from './paths';

describe('application paths', () => {
  it('links to the detail and the form by loan ID', () => {
    expect(detailPath('LN-0000042')).toBe('/app/borrower/detail?loan_id=LN-0000042');
    expect(formPath('LN-0000042')).toBe('/app/borrower/application/LN-0000042');
    expect(NEW_APPLICATION_PATH).toBe('/app/borrower/application/new');
  });
});
