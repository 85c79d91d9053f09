import { describe, expect, it, vi } from 'vitest';
import type { FormInstance } from 'antd';
import { ApiError, type FieldError } from './api';
import { applyFieldErrors, applyServerErrors } from './formErrors';

function form(fields: string[]) {
  const setFields = vi.fn();
  const instance = { getFieldsError: () => fields.map((name) => ({ name: [name], errors: [] })), setFields } as unknown as FormInstance;
  return { instance, setFields };
}

function refused(status: number, errors: FieldError[]): ApiError {
  return new ApiError('http', errors[0]?.message ?? 'Refused', status, { code: status, msg: 'Refused', data: null, errors });
}

describe('server field errors on a form', () => {
  it('puts each field error under its field and returns the others', () => {
    const { instance, setFields } = form(['email', 'level']);
    const rest = applyServerErrors(
      instance,
      refused(422, [
        { field: 'email', code: 'email_taken', message: 'Email already registered' },
        { field: 'phone', code: 'phone_invalid', message: 'Fill in with a valid phone number.' },
      ]),
    );
    expect(setFields).toHaveBeenCalledWith([{ name: ['email'], errors: ['Email already registered'] }]);
    expect(rest.map((e) => e.field)).toEqual(['phone']);
  });

  it('leaves a refusal of the whole record (no field) to the caller', () => {
    const { instance, setFields } = form(['full_name']);
    const conflict = refused(409, [{ field: null as unknown as string, code: 'version_conflict', message: 'Changed meanwhile' }]);
    expect(applyFieldErrors(instance, conflict)).toBe(false);
    expect(setFields).toHaveBeenCalledWith([]);
    expect(conflict.errorCode).toBe('version_conflict');
  });
});
