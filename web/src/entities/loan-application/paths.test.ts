import { describe, expect, it } from 'vitest';
import { APPLICATION_IMPORT_PATH, NEW_APPLICATION_PATH, detailPath, formPath, importPath } from './paths';

describe('application paths', () => {
  it('links to the detail and the form by loan ID', () => {
    expect(detailPath('LN-0000042')).toBe('/app/borrower/detail?loan_id=LN-0000042');
    expect(formPath('LN-0000042')).toBe('/app/borrower/application/LN-0000042');
    expect(NEW_APPLICATION_PATH).toBe('/app/borrower/application/new');
  });

  it('links to the import page and to one import by its id', () => {
    expect(APPLICATION_IMPORT_PATH).toBe('/app/borrower/application/import');
    expect(importPath('01a200de-09d0-755c-b553-66d9a5a27059')).toBe(
      '/app/borrower/application/import/01a200de-09d0-755c-b553-66d9a5a27059',
    );
  });
});
