import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { choose, dialog, tableRow } from '../../../test/dom';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import {
  REMINDER_AREAS,
  RULES,
  TEMPLATES,
  message,
  serveMessages,
  serveRemindersSession,
  serveRulesAndTemplates,
  template,
} from '../testing/fixtures';

configure({ asyncUtilTimeout: 15_000 });

const PATH = '/app/repayment/reminders';

/** The toast titled `title`, once it shows. */
async function toast(title: string): Promise<HTMLElement> {
  return screen.findByText(title, { selector: '.ant-notification-notice *' });
}

/** The rules table's row `n` (1-based). */
function ruleRow(n: number): HTMLElement {
  const rows = document.querySelectorAll<HTMLElement>('[data-testid="rules-table"] tbody tr.ant-table-row');
  const row = rows[n - 1];
  if (!row) throw new Error(`no rule row ${n}`);
  return row;
}

/** The antd form item holding the control labelled `label` (its error shows there). */
function itemOf(label: string): HTMLElement {
  const item = screen.getByLabelText(label).closest<HTMLElement>('.ant-form-item');
  if (!item) throw new Error(`no form item of ${label}`);
  return item;
}

describe('reminders', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveRemindersSession();
  });

  it('shows the rules: days from the due date with the words and the hint, channel, template, active', async () => {
    serveRulesAndTemplates();
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Rules', selected: true })).toBeInTheDocument();
    await waitFor(() => ruleRow(4));
    expect(screen.getByTestId('offset-hint')).toHaveTextContent('−3 = three days before the due date');
    expect(screen.getByLabelText('Days from due date of rule 1')).toHaveValue('-3');
    expect(within(ruleRow(1)).getByTestId('offset-words')).toHaveTextContent('3 days before the due date');
    expect(within(ruleRow(2)).getByTestId('offset-words')).toHaveTextContent('on the due date');
    expect(within(ruleRow(3)).getByTestId('offset-words')).toHaveTextContent('1 day after the due date');
    expect(ruleRow(3)).toHaveTextContent('SMS');
    expect(ruleRow(3)).toHaveTextContent('reminder_overdue');
    expect(screen.getByLabelText('Rule 1 active')).toBeChecked();
    expect(screen.getByLabelText('Rule 4 active')).not.toBeChecked();
    // The sidebar offers the page with the late list's access.
    expect(screen.getByRole('link', { name: 'Reminders' })).toHaveAttribute('href', PATH);
  });

  it('saves the edited rules as a whole list; a duplicate is caught first and the server’s error lands on its row', async () => {
    const puts = serveRulesAndTemplates((_, n) =>
      n === 1
        ? envelope(null, 422, 'Validation failed', [
            { field: 'rules.3.template_code', code: 'template_code_invalid', message: 'Choose an existing message template' },
          ])
        : envelope(RULES, 200, 'Reminder rules saved'),
    );
    renderApp(PATH);
    await waitFor(() => ruleRow(4));
    const user = userEvent.setup();

    // Rule 1 three days earlier, rule 2 removed, rule 4 (now rule 3) on, one added.
    const first = screen.getByLabelText('Days from due date of rule 1');
    await user.clear(first);
    await user.type(first, '-5');
    await waitFor(() => expect(within(ruleRow(1)).getByTestId('offset-words')).toHaveTextContent('5 days before the due date'));
    await user.click(screen.getByRole('button', { name: 'Remove rule 2' }));
    await user.click(screen.getByLabelText('Rule 3 active'));
    await user.click(screen.getByTestId('add-rule'));
    await waitFor(() => ruleRow(4));

    // The new rule sends on the due date by WhatsApp: as rule 1 would, once moved back to 0.
    await user.clear(first);
    await user.type(first, '0');
    await user.click(screen.getByTestId('save-rules'));
    await waitFor(() => expect(itemOf('Days from due date of rule 4')).toHaveTextContent('Another rule already sends on this day through this channel'));
    expect(puts).toHaveLength(0);

    const added = screen.getByLabelText('Days from due date of rule 4');
    await user.clear(added);
    await user.type(added, '14');
    await choose(ruleRow(4), 'Channel of rule 4', 'E-mail');
    await choose(ruleRow(4), 'Template of rule 4', 'reminder_overdue');
    await user.click(screen.getByTestId('save-rules'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      rules: [
        { offset_days: 0, channel: 'whatsapp', template_code: 'reminder_before_due', active: true },
        { offset_days: 1, channel: 'sms', template_code: 'reminder_overdue', active: true },
        { offset_days: 7, channel: 'whatsapp', template_code: 'reminder_overdue', active: true },
        { offset_days: 14, channel: 'email', template_code: 'reminder_overdue', active: true },
      ],
    });
    // The server's field error, on the row it names.
    await waitFor(() => expect(itemOf('Template of rule 4')).toHaveTextContent('Choose an existing message template'));
    expect(itemOf('Template of rule 3')).not.toHaveTextContent('Choose an existing message template');

    await user.click(screen.getByTestId('save-rules'));
    expect(await toast('Reminder rules saved')).toBeInTheDocument();
    expect(puts).toHaveLength(2);
  });

  it('edits a template: placeholders put in at the cursor, checked as the server checks them, saved with its version', async () => {
    serveRulesAndTemplates();
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/v1/message-templates/:code', async ({ request, params }) => {
        const body = (await request.json()) as { body_en: string };
        bodies.push({ code: params.code, ...body });
        if (bodies.length === 1) {
          return envelope(null, 409, 'Someone else saved this template meanwhile: reload it', [
            { field: null, code: 'conflict', message: 'Someone else saved this template meanwhile: reload it' },
          ]);
        }
        if (bodies.length === 2) {
          return envelope(null, 422, 'Validation failed', [
            { field: 'body_en', code: 'template_body_too_long', message: 'The message can be at most 1,000 characters' },
          ]);
        }
        return envelope(template('reminder_overdue', { body_en: body.body_en, version: 4 }), 200, 'Message template saved');
      }),
    );
    renderApp(`${PATH}?tab=templates`);
    const row = within(await waitFor(() => tableRow('reminder_overdue')));
    expect(row.getByTestId('template-body-id')).toHaveTextContent('Halo {name}, angsuran {loan_id}');
    expect(row.getByText(/version 3 · 1 Nov 2026 09:00 WIB/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(row.getByRole('button', { name: 'Edit template reminder_overdue' }));
    const modal = await dialog();
    const english = within(modal).getByLabelText('English text');
    expect(english).toHaveValue(TEMPLATES[2].body_en);

    // An unknown placeholder is refused before sending.
    await user.clear(english);
    await user.type(english, 'Hi {{nama}');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(english.closest('.ant-form-item')).toHaveTextContent('Use only {name}, {loan_id}'));
    expect(bodies).toHaveLength(0);

    // The chip puts the placeholder where the cursor is.
    await user.clear(english);
    await user.type(english, 'Hi , please pay.');
    (english as HTMLTextAreaElement).setSelectionRange(3, 3);
    await user.click(within(modal).getByRole('button', { name: 'Insert {name} into the English text' }));
    await waitFor(() => expect(english).toHaveValue('Hi {name}, please pay.'));
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ code: 'reminder_overdue', body_id: TEMPLATES[2].body_id, body_en: 'Hi {name}, please pay.', version: 3 });
    expect(await within(modal).findByTestId('template-conflict')).toHaveTextContent('Someone else saved this template meanwhile');

    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(english.closest('.ant-form-item')).toHaveTextContent('The message can be at most 1,000 characters'));
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await toast('Message template saved')).toBeInTheDocument();
    expect(bodies).toHaveLength(3);
  });

  it('lists the messages with their status, attempts and times, the text in the row; the filters go into the query', async () => {
    const queries = serveMessages([
      message(3, { status: 'failed', attempts: 5, error: '500 gateway down', sent_at: null }),
      message(4, { status: 'queued', attempts: 0, sent_at: null, channel: 'whatsapp' }),
      message(5, { status: 'sent', error: 'installment_paid' }),
    ]);
    renderApp(`${PATH}?tab=messages&status=failed`);
    const row = within(await waitFor(() => tableRow(message(3).message_id)));
    expect(queries[0].get('status')).toBe('failed');
    expect(row.getByRole('link', { name: 'LN-0000003' })).toBeInTheDocument();
    expect(row.getByText('Installment 2')).toBeInTheDocument();
    expect(row.getByTestId('recipient')).toHaveTextContent('+628120000003');
    expect(row.getByTestId('channel')).toHaveTextContent('SMS');
    expect(row.getByTestId('message-status')).toHaveTextContent('Failed');
    expect(row.getByTestId('attempts')).toHaveTextContent('5 attempts');
    expect(row.getByTestId('message-error')).toHaveTextContent('500 gateway down');
    expect(row.getByText('21 Nov 2026 00:05 WIB')).toBeInTheDocument();
    const queued = within(tableRow(message(4).message_id));
    expect(queued.getByTestId('message-status')).toHaveTextContent('Queued');
    expect(queued.getByText('21 Nov 2026 08:00 WIB')).toBeInTheDocument();
    expect(within(tableRow(message(5).message_id)).getByTestId('message-error')).toHaveTextContent('Not sent: the installment was paid');

    const user = userEvent.setup();
    await user.click(row.getByRole('button', { name: /expand/i }));
    expect(await screen.findByTestId('message-body')).toHaveTextContent('Halo Agus, angsuran LN-0000003 sebesar Rp 1.370.000');

    await choose(document.body, 'Channel', 'WhatsApp');
    await waitFor(() => expect(queries.at(-1)?.get('channel')).toBe('whatsapp'));
    await user.type(screen.getByTestId('filter-loan-id'), 'ln-0000004');
    await waitFor(() => expect(queries.at(-1)?.get('loan_id')).toBe('LN-0000004'));
    const last = queries.at(-1)!;
    expect(last.get('status')).toBe('failed');
    expect(last.get('sort')).toBeNull();
    // The tab stays with its filters.
    expect(screen.getByRole('tab', { name: 'Messages', selected: true })).toBeInTheDocument();
  });

  it("offers a funder's staff no writes", async () => {
    serveRemindersSession(REMINDER_AREAS, true);
    serveRulesAndTemplates();
    renderApp(PATH);
    await waitFor(() => ruleRow(4));
    expect(screen.getByTestId('read-only')).toBeInTheDocument();
    expect(screen.queryByTestId('save-rules')).toBeNull();
    expect(screen.queryByTestId('add-rule')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove rule 1' })).toBeNull();
    expect(screen.getByLabelText('Days from due date of rule 1')).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Templates' }));
    await waitFor(() => tableRow('reminder_overdue'));
    expect(screen.queryByRole('button', { name: /Edit template/ })).toBeNull();
  });

  it('reads in Indonesian', async () => {
    serveRulesAndTemplates();
    await changeLanguage('id');
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Pengingat' })).toBeInTheDocument();
    await waitFor(() => ruleRow(4));
    expect(screen.getByRole('tab', { name: 'Aturan' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pesan' })).toBeInTheDocument();
    expect(within(ruleRow(1)).getByTestId('offset-words')).toHaveTextContent('3 hari sebelum jatuh tempo');
    expect(screen.getByTestId('offset-hint')).toHaveTextContent('−3 = tiga hari sebelum jatuh tempo');
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeInTheDocument();
  });

  it('is forbidden without the late list', async () => {
    serveRemindersSession(['home', 'repayment/all-billing']);
    renderApp(PATH);
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
  });
});
