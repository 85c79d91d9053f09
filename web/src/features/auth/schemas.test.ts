import { describe, expect, it } from 'vitest';
import { issueAt } from '../../lib/zodRule';
import { loginFormSchema, newPasswordFormSchema } from './schemas';

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

describe('login form', () => {
  it('checks the e-mail format and presence', () => {
    expect(issueAt(loginFormSchema, { email: '' }, 'email')).toBe('email_required');
    expect(issueAt(loginFormSchema, { email: 'not-an-email' }, 'email')).toBe('email_invalid');
    expect(issueAt(loginFormSchema, { email: ' admin@roda.test ', password: 'x' }, 'email')).toBe(undefined);
  });
});
