import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { emailSchema, passwordSchema } from './schemas';

/** The case table shared with the server's tests (DESIGN §6). */
const CASES_FILE = resolve(__dirname, '../../../crates/domain/cases/validation.json');

interface Case {
  rule: string;
  input: string;
  error: string | null;
}

/** The rules of the table that this feature's schemas mirror. */
const WEB_RULES: Record<string, z.ZodType> = { password: passwordSchema, email: emailSchema };

/** Codes only the server can decide (a block list, the database); the web may accept them. */
const SERVER_ONLY = new Set(['password_common', 'email_taken']);

const cases = (JSON.parse(readFileSync(CASES_FILE, 'utf8')) as Case[]).filter((c) => c.rule in WEB_RULES);

/** The first error code of the web schema, or null. */
function webError(c: Case): string | null {
  const result = WEB_RULES[c.rule].safeParse(c.input);
  return result.success ? null : result.error.issues[0].message;
}

describe('web rules agree with the shared case table', () => {
  it('finds password cases in the case table', () => {
    expect(existsSync(CASES_FILE)).toBe(true);
    expect(cases.filter((c) => c.rule === 'password').length).toBeGreaterThan(0);
  });

  it.each(cases.map((c) => [c.rule, JSON.stringify(c.input), c] as const))('%s %s', (_rule, _input, c) => {
    if (c.error && SERVER_ONLY.has(c.error)) {
      expect([null, c.error]).toContain(webError(c));
    } else {
      expect(webError(c)).toBe(c.error);
    }
  });
});
