/**
 * The zod → antd bridge for forms with nested and list fields (`emergency_contact.phone`,
 * `residential.city_code`, `monthly_incomes.0.amount`), in the manner of `lib/zodRule.ts`: the
 * whole form is checked with its one schema and each field shows only the first error at its own
 * path, translated from the `validation` namespace. Also puts a 422 answer's field errors (dotted
 * paths) onto the same nested fields.
 */
import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import { ApiError, type FieldError } from '../../lib/api';
import { validationText } from '../../lib/zodRule';

export type FieldPath = (string | number)[];

function samePath(a: readonly PropertyKey[], b: readonly PropertyKey[]): boolean {
  return a.length === b.length && a.every((part, i) => String(part) === String(b[i]));
}

/** The first error code `schema` reports at exactly `path` for the form's `values`, if any. */
export function issueAt(schema: z.ZodType, values: unknown, path: FieldPath): string | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => samePath(issue.path, path))?.message;
}

/**
 * An antd rule for the field at `path` (its full path, also inside a Form.List) that checks the
 * whole form with `schema`. `required` only draws the required marker.
 */
export function pathRule(schema: z.ZodType, path: FieldPath, required = false): FormRule {
  return ({ getFieldsValue }) => ({
    required,
    validator: async () => {
      const code = issueAt(schema, getFieldsValue(true), path);
      if (code) throw new Error(validationText(code));
    },
  });
}

/** Builds `rules` props for one schema: `rules('email', true)`, `rules(['ktp', 'postcode'])`. */
export function rulesFor(schema: z.ZodType) {
  return (path: string | FieldPath, required = false): FormRule[] => [
    pathRule(schema, typeof path === 'string' ? [path] : path, required),
  ];
}

/** A server field name (`monthly_incomes.0.amount`) as a form path. */
export function toFieldPath(field: string): FieldPath {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * Shows a 422 answer's field errors under the form's fields (the server's message is already in
 * the caller's language). `lists` names Form.List fields, which carry list-level errors. Returns
 * the errors that belong to no field on the form (for an alert above it).
 */
export function applyServerErrors(form: FormInstance, error: unknown, lists: readonly string[] = []): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  const known = new Set([...form.getFieldsError().map((f) => pathKey(f.name)), ...lists]);
  const grouped = new Map<string, { name: FieldPath; errors: string[] }>();
  const unmatched: FieldError[] = [];
  for (const e of error.fieldErrors) {
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
