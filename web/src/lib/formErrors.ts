/**
 * Shows a 422 answer's field errors on an antd form; the server's `message` is already in the
 * caller's language (DESIGN §3). Server field names are dotted paths (`monthly_incomes.0.amount`).
 */
import type { FormInstance } from 'antd';
import { ApiError, type FieldError } from './api';
import type { FieldPath } from './zodRule';

/** A server field name (`monthly_incomes.0.amount`) as a form path. */
export function toFieldPath(field: string): FieldPath {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * Puts each server field error under the form field it names (several messages of one field
 * together). `lists` names Form.List fields, which carry list-level errors. Returns the errors
 * that belong to no field on the form (for an alert or a toast instead).
 */
export function applyServerErrors(form: FormInstance, error: unknown, lists: readonly string[] = []): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  const known = new Set([...form.getFieldsError().map((f) => pathKey(f.name)), ...lists]);
  const grouped = new Map<string, { name: FieldPath; errors: string[] }>();
  const unmatched: FieldError[] = [];
  for (const e of error.fieldErrors) {
    // A refusal of the whole record (409 `version_conflict`, `last_admin` …) names no field:
    // the server sends `field: null`.
    if (!e.field) {
      unmatched.push(e);
      continue;
    }
    const name = toFieldPath(e.field);
    const key = pathKey(name);
    if (!known.has(key)) {
      unmatched.push(e);
      continue;
    }
    const entry = grouped.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(e.message)) entry.errors.push(e.message);
    grouped.set(key, entry);
  }
  form.setFields([...grouped.values()]);
  return unmatched;
}

/** Puts the server's field errors under the form's fields; false when none of them fit a field. */
export function applyFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return applyServerErrors(form, error).length < error.fieldErrors.length;
}
