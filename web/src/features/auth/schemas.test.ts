import { describe, expect, it } from 'vitest';
import { issueAt } from '../../lib/zodRule';
import { emailSchema } from '../../lib/schemas';
import { loginChecks } from './loginRules';
import { newPasswordFormSchema } from './schemas';

describe('new password form', () => {
  const check = (values: object, field: string) => issueAt(newPasswordFormSchema, values, field);

  it('requires both fields', () => {
    expect(check({}, 'password')).toBe('password_required');
    expect(check({}, 'password_confirmation')).toBe('password_confirmation_required');
    expect(check({ password: '', password_confirmation: '' }, 'password_confirmation')).toBe(
      'password_confirmation_required',
    );
  });

  it('needs a matching confirmation', () => {
    expect(check({ password: 'Roda!demo2026', password_confirmation: 'Roda!demo2025' }, 'password_confirmation')).toBe(
      'password_confirmation_mismatch',
    );
    expect(check({ password: 'Roda!demo2026', password_confirmation: 'Roda!demo2026' }, 'password_confirmation')).toBe(
      undefined,
    );
  });
});

describe('login form (without zod)', () => {
  it('checks the e-mail format and presence', () => {
    expect(loginChecks.email('')).toBe('email_required');
    expect(loginChecks.email('   ')).toBe('email_required');
    expect(loginChecks.email(undefined)).toBe('email_required');
    expect(loginChecks.email('not-an-email')).toBe('email_invalid');
    expect(loginChecks.email(' admin@roda.test ')).toBe(undefined);
  });

  it('requires a password', () => {
    expect(loginChecks.password(undefined)).toBe('password_required');
    expect(loginChecks.password('')).toBe('password_required');
    expect(loginChecks.password(' ')).toBe(undefined);
  });

  it('judges e-mail addresses as the shared zod schema does', () => {
    const codeOf = (value: string) => {
      const result = emailSchema.safeParse(value);
      return result.success ? undefined : result.error.issues[0]?.message;
    };
    const samples = ['', ' ', 'a@b.co', ' admin@roda.test ', 'x@localhost', 'first.last+tag@sub.example.id', 'a@b', '@roda.test', 'a b@roda.test', 'a..b@roda.test', 'ä@roda.test'];
    for (const value of samples) expect([value, loginChecks.email(value)]).toEqual([value, codeOf(value)]);
  });
});
