/**
 * Rules of the reminder rules' table and of the template form, mirroring the server's checks for
 * instant feedback; the server stays the authority (its field errors land on the same fields:
 * `rules.0.offset_days`, `body_id`). Messages are keys of the `reminders` namespace (`zodRule`
 * translates them).
 */
import { z } from 'zod';
import { CHANNELS, PLACEHOLDERS } from './api';

const V = 'reminders:validation';

/** Days from the due date a rule may send on (the server's range): a month before to two after. */
export const OFFSET_MIN = -30;
export const OFFSET_MAX = 60;
/** The most rules the server keeps. */
export const RULES_MAX = 20;
/** The longest template text, characters. */
export const BODY_MAX = 1000;

const rule = z.object({
  offset_days: z
    .number({ error: `${V}.offset_invalid` })
    .int(`${V}.offset_invalid`)
    .min(OFFSET_MIN, `${V}.offset_invalid`)
    .max(OFFSET_MAX, `${V}.offset_invalid`),
  channel: z.enum(CHANNELS, { error: `${V}.channel_required` }),
  template_code: z.string({ error: `${V}.template_required` }).min(1, `${V}.template_required`),
  active: z.boolean().optional(),
});

export const rulesSchema = z
  .object({ rules: z.array(rule).max(RULES_MAX, `${V}.too_many`) })
  .superRefine((value, ctx) => {
    // Two rules on the same day through the same channel: the later one is marked.
    const seen = new Set<string>();
    value.rules.forEach((r, i) => {
      const key = `${r.offset_days}/${r.channel}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['rules', i, 'offset_days'], message: `${V}.duplicate` });
      seen.add(key);
    });
  });

const KNOWN = new Set<string>(PLACEHOLDERS);

/**
 * What is wrong with a template text, as a validation code (or `undefined`): every `{` closed by
 * a `}` around a known placeholder name, no control characters but line breaks and tabs (the
 * server's `check_body`).
 */
export function templateProblem(text: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(text)) return `${V}.body_invalid`;
  let rest = text;
  for (;;) {
    const open = rest.indexOf('{');
    const close = rest.indexOf('}');
    if (open < 0) return close < 0 ? undefined : `${V}.brace_unbalanced`;
    if (close < open) return `${V}.brace_unbalanced`;
    const name = rest.slice(open + 1, close);
    if (name.includes('{')) return `${V}.brace_unbalanced`;
    if (!KNOWN.has(name)) return `${V}.placeholder_unknown`;
    rest = rest.slice(close + 1);
  }
}

const body = z
  .string({ error: `${V}.body_required` })
  .refine((text) => text.trim().length > 0, `${V}.body_required`)
  .refine((text) => [...text.trim()].length <= BODY_MAX, `${V}.body_too_long`)
  .superRefine((text, ctx) => {
    const problem = templateProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const templateSchema = z.object({ body_id: body, body_en: body });
