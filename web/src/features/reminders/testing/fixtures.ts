/** Test data and msw handlers of the reminders (not part of the app bundle). */
import { http } from 'msw';
import { LENDER_A, loanId, serveSession } from '../../../test/loans';
import { envelope, server } from '../../../test/server';
import type { Message, Rule, Template } from '../api';

export { loanId };

/** The areas of repayment staff (level 3's): the late list opens the page. */
export const REMINDER_AREAS = ['home', 'borrower/active', 'borrower/detail', 'repayment/normal', 'repayment/late', 'repayment/all-billing'];

/** A back-office staff member with the late list; a funder's staff with `funder`. */
export function serveRemindersSession(areas = REMINDER_AREAS, funder = false) {
  serveSession({ areas, level: 3, lender: funder ? LENDER_A : undefined });
}

/** The server's default rules. */
export const RULES: Rule[] = [
  { rule_id: 'r1', offset_days: -3, channel: 'whatsapp', template_code: 'reminder_before_due', active: true },
  { rule_id: 'r2', offset_days: 0, channel: 'whatsapp', template_code: 'reminder_due_today', active: true },
  { rule_id: 'r3', offset_days: 1, channel: 'sms', template_code: 'reminder_overdue', active: true },
  { rule_id: 'r4', offset_days: 7, channel: 'whatsapp', template_code: 'reminder_overdue', active: false },
];

export function template(code: string, overrides: Partial<Template> = {}): Template {
  return {
    code,
    body_id: `Halo {name}, angsuran {loan_id} sebesar {amount_due} jatuh tempo {due_date}. Bayar ke {virtual_account}.`,
    body_en: `Hi {name}, the installment of {loan_id} of {amount_due} is due on {due_date}. Pay into {virtual_account}.`,
    version: 1,
    updated_at: '2026-11-01T02:00:00Z',
    ...overrides,
  };
}

export const TEMPLATES: Template[] = [template('reminder_before_due'), template('reminder_due_today'), template('reminder_overdue', { version: 3 })];

/** Answers the rules and the templates; the rules' writes go to `put` (recorded). */
export function serveRulesAndTemplates(put?: (body: unknown, n: number) => Response | Promise<Response>) {
  const puts: unknown[] = [];
  server.use(
    http.get('/api/v1/reminder-rules', () => envelope(RULES)),
    http.get('/api/v1/message-templates', () => envelope(TEMPLATES)),
    http.put('/api/v1/reminder-rules', async ({ request }) => {
      const body = await request.json();
      puts.push(body);
      return put ? put(body, puts.length) : envelope(RULES, 200, 'Reminder rules saved');
    }),
  );
  return puts;
}

export function message(n: number, overrides: Partial<Message> = {}): Message {
  return {
    message_id: `01a200de-09d2-7000-8000-0000000020${String(n).padStart(2, '0')}`,
    loan_id: loanId(n),
    installment_number: 2,
    offset_days: 1,
    channel: 'sms',
    recipient: `+62812000000${n}`,
    body: `Halo Agus, angsuran ${loanId(n)} sebesar Rp 1.370.000 jatuh tempo 19/11/2026.`,
    status: 'sent',
    attempts: 1,
    queued_at: '2026-11-20T17:05:00Z',
    send_after: '2026-11-21T01:00:00Z',
    sent_at: '2026-11-21T01:00:10Z',
    delivered_at: null,
    provider_message_id: null,
    error: null,
    ...overrides,
  };
}

/** Answers the message log with `rows`, recording each query. */
export function serveMessages(rows: Message[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/messages', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return envelope({ items: rows, next_cursor: null, total: rows.length, total_capped: false });
    }),
  );
  return queries;
}
