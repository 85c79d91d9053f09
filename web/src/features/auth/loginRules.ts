/**
 * The sign-in form's checks as antd rules, without zod: the sign-in page is the first thing a
 * browser loads, and zod is needed only in the app (issue 8, item 5; docs/BENCHMARKS.md "First load
 * of the web app"). Only presence and the e-mail pattern are checked (the server judges the
 * credentials), with the same codes and pattern as the shared `emailSchema` (zod's `z.email()`;
 * schemas.test.ts holds them together), translated from the `validation` namespace.
 */
import type { FormRule } from 'antd';
import { regexes } from 'zod/v4/core';
import { i18n } from '../../lib/i18n';

/** The values of the sign-in form. */
export interface LoginForm {
  email: string;
  password: string;
}

/** The error code of each field of the sign-in form for `value`, if it has one. */
export const loginChecks: Record<keyof LoginForm, (value: unknown) => string | undefined> = {
  email: (value) => {
    const email = typeof value === 'string' ? value.trim() : '';
    if (email === '') return 'email_required';
    return regexes.email.test(email) ? undefined : 'email_invalid';
  },
  password: (value) => (typeof value === 'string' && value !== '' ? undefined : 'password_required'),
};

/** The antd rule of one field of the sign-in form. */
export function loginRule(field: keyof LoginForm): FormRule {
  return {
    required: true,
    validator: (_rule, value: unknown): Promise<void> => {
      const code = loginChecks[field](value);
      return code ? Promise.reject(new Error(i18n.t(code, { ns: 'validation' }))) : Promise.resolve();
    },
  };
}
