/**
 * Shows a 422 answer's field errors on an antd form; the server's `message` is already in the
 * caller's language (DESIGN §3).
 */
import type { FormInstance } from 'antd';
import { ApiError } from './api';

/** Puts each server field error under its field; returns false when there was none to show. */
export function applyFieldErrors(form: FormInstance, error: unknown, fields: readonly string[]): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = error.fieldErrors.filter((e) => fields.includes(e.field));
  form.setFields(known.map((e) => ({ name: e.field, errors: [e.message] })));
  return known.length > 0;
}
