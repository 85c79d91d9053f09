import { describe, expect, it } from 'vitest';
import { typeRefusal } from './FileField';

describe('a file of a type the field does not take', () => {
  it('says what the field takes', () => {
    expect(typeRefusal('images', { type: 'image/svg+xml' })).toBe('file_images_only');
    expect(typeRefusal('pdf', { type: 'image/png' })).toBe('file_pdf_only');
    expect(typeRefusal('any', { type: 'image/svg+xml' })).toBe('file_type_invalid');
  });

  it('lets the field’s own types and unknown ones through (the server judges the bytes)', () => {
    expect(typeRefusal('images', { type: 'image/jpeg' })).toBeNull();
    expect(typeRefusal('any', { type: 'application/pdf' })).toBeNull();
    expect(typeRefusal('images', { type: '' })).toBeNull();
  });
});
