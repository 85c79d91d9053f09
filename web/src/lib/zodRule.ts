/**
 * The one bridge between zod schemas and antd Form rules, so that each validation rule is
 * declared once (in the schema) and a form only says which field it shows. Every field is checked
 * by validating the whole form object with its one schema (so rules across fields, like a
 * matching confirmation, work) and shows only the first error at its own path — a plain field
 * name (`email`) or the full path of a nested or list field (`['emergency_contact', 'phone']`,
 * `['monthly_incomes', 0, 'amount']`).
 *
 * Schema messages are stable error codes (the same codes the server returns in `errors[].code`,
 * e.g. 'password_weak'); they are translated from the `validation` namespace when shown, so the
 * text follows the current language. A code with a namespace prefix
 * (`applications:validation.pic_required`) is read from that namespace instead.
 */
import type { FormRule } from 'antd';
import { z } from 'zod';
import { i18n } from './i18n';

/** A form field's path: its name, or the names and list indexes down to it. */
export type FieldPath = (string | number)[];

/** The text of a validation code in the current language. */
export function validationText(code: string): string {
  return i18n.t(code, { ns: 'validation' });
}

function asPath(path: string | FieldPath): FieldPath {
  return typeof path === 'string' ? [path] : path;
}

function samePath(a: readonly PropertyKey[], b: readonly PropertyKey[]): boolean {
  return a.length === b.length && a.every((part, i) => String(part) === String(b[i]));
}

/** The first error code `schema` reports at exactly `path` for the form's `values`, if any. */
export function issueAt(schema: z.ZodType, values: unknown, path: string | FieldPath): string | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  const at = asPath(path);
  return result.error.issues.find((issue) => samePath(issue.path, at))?.message;
}

/**
 * Whether the top-level field `path` of an object schema rejects `undefined` (then antd draws
 * the required marker); unknown for nested paths and other schemas.
 */
function requiredByShape(schema: z.ZodType, path: FieldPath): boolean {
  if (!(schema instanceof z.ZodObject) || path.length !== 1) return false;
  const field = (schema.shape as Record<string, z.ZodType | undefined>)[String(path[0])];
  return field ? !field.safeParse(undefined).success : false;
}

/**
 * An antd rule for the field at `path` that checks the whole form with `schema`. `required`
 * only draws the required marker; by default it is read from an object schema's own field.
 */
export function zodRule(schema: z.ZodType, path: string | FieldPath, required?: boolean): FormRule {
  const at = asPath(path);
  return ({ getFieldsValue }) => ({
    required: required ?? requiredByShape(schema, at),
    validator: (): Promise<void> => {
      const code = issueAt(schema, getFieldsValue(true), at);
      return code ? Promise.reject(new Error(validationText(code))) : Promise.resolve();
    },
  });
}

/** Builds `rules` props for one schema: `rules('email', true)`, `rules(['ktp', 'postcode'])`. */
export function rulesFor(schema: z.ZodType) {
  return (path: string | FieldPath, required = false): FormRule[] => [zodRule(schema, path, required)];
}
