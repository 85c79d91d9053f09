import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnPath } from './navigation';

describe('the page to return to after sign-in', () => {
  it.each([
    ['/app/borrower/application/LN-0000008?step=address', '/app/borrower/application/LN-0000008?step=address'],
    ['/app', '/app'],
    ['/app/borrower/detail?loan_id=LN-1#files', '/app/borrower/detail?loan_id=LN-1#files'],
  ])('keeps the app page %s', (value, expected) => expect(safeReturnPath(value)).toBe(expected));

  it.each([
    'https://evil.example/app/home',
    '//evil.example/app/home',
    '/\\evil.example/app',
    '/apple',
    '/login',
    'app/home',
    'javascript:alert(1)',
    '',
    null,
    42,
  ])('refuses %s', (value) => expect(safeReturnPath(value)).toBeNull());

  it('puts the page in the sign-in URL', () => {
    expect(loginPath('/app/borrower/application/LN-0000008')).toBe('/login?next=%2Fapp%2Fborrower%2Fapplication%2FLN-0000008');
    expect(loginPath('https://evil.example/app')).toBe('/login');
    expect(loginPath('/app')).toBe('/login');
  });
});
