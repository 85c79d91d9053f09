/**
 * The one bridge between a feature's zod schema and antd Form rules, so that each validation
 * rule is declared once (in the schema) and the form only says which field it shows.
 *
 * Schema messages are stable error codes (the same codes the server returns in `errors[].code`,
 * e.g. 'password_weak'); they are translated from the `validation` namespace when shown, so the
 * text follows the current language.
 */
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { i18n } from './i18n';

/** The text of a validation code in the current language. */
export function validationText(code: string): string {
  return i18n.t(code, { ns: 'validation' });
}

/** The first error code the schema reports for `field` given all form values, if any. */
export function fieldErrorCode(schema: z.ZodType, values: unknown, field: string): string | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

/**
 * An antd rule for `field` that validates the whole form object with `schema` (so rules across
 * fields, like a matching confirmation, work) and reports only this field's first error.
 * The required marker is derived from the schema: a field that rejects `undefined` is required.
 */
export function zodRule(schema: z.ZodObject, field: string): FormRule {
  const fieldSchema = schema.shape[field] as z.ZodType | undefined;
  const required = fieldSchema ? !fieldSchema.safeParse(undefined).success : false;
  return ({ getFieldsValue }) => ({
    required,
    validator: async () => {
      const code = fieldErrorCode(schema, getFieldsValue(true), field);
      if (code) throw new Error(validationText(code));
    },
  });
}
