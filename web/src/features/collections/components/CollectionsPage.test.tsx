import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { jakartaToday } from '../../../lib/jakartaTime';
import { choose, dialog, tableRow } from '../../../test/dom';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { serveReference } from '../../../test/loans';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import { COLLECTOR, HISTORY, serveCollectionsSession, serveCollectors, serveWorklist, workItem } from '../testing/fixtures';

configure({ asyncUtilTimeout: 15_000 });

/** The toast titled `title`, once it shows. */
async function toast(title: string): Promise<HTMLElement> {
  const text = await screen.findByText(title, { selector: '.ant-notification-notice *' });
  return text;
}

/** The antd form item of `label` inside `scope` (its error shows there). */
function formItem(scope: HTMLElement, label: string): HTMLElement {
  const item = within(scope).getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item');
  if (!item) throw new Error(`no form item ${label}`);
  return item;
}

describe('collections worklist', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveCollectionsSession();
    serveReference();
    serveCollectors();
  });

  it('shows each late loan with what to collect, its collector, last contact, promise and next action; the history in words', async () => {
    serveWorklist([
      workItem(3, {
        collector_id: COLLECTOR.id,
        collector_name: COLLECTOR.full_name,
        last_contact: { at: '2026-11-18T03:30:00Z', channel: 'whatsapp', outcome: 'promised' },
        promise: { promise_id: 'p1', amount: 1_000_000, promised_date: '2026-11-19', status: 'broken' },
        next_action_date: '2026-11-19',
      }),
      workItem(4, { late_fees_open: 0, bucket: 'macet', dpd: 120 }),
    ]);
    server.use(http.get('/api/v1/loans/:loanId/collection-history', () => envelope(HISTORY)));
    renderApp('/app/repayment/collections');
    expect(await screen.findByRole('heading', { name: 'Collections' })).toBeInTheDocument();
    const row = within(await waitFor(() => tableRow('LN-0000003')));
    expect(row.getByRole('link', { name: 'LN-0000003' })).toHaveAttribute('href', expect.stringContaining('LN-0000003'));
    expect(row.getByTestId('dpd')).toHaveTextContent('45');
    expect(row.getByText('Substandard')).toBeInTheDocument();
    expect(row.getByTestId('to-collect')).toHaveTextContent('Rp 2.800.000');
    expect(row.getByTestId('late-fees-open')).toHaveTextContent('incl. late fees Rp 60.000');
    expect(row.getByTestId('collector')).toHaveTextContent('Staff Level 3');
    expect(row.getByTestId('last-contact')).toHaveTextContent('WhatsApp · Promised to pay');
    const promise = row.getByTestId('promise-status');
    expect(promise).toHaveTextContent('Broken');
    expect(promise.className).toMatch(/red/);
    expect(row.getByTestId('promise-date')).toHaveTextContent('19 Nov 2026');
    const other = within(tableRow('LN-0000004'));
    expect(other.getByTestId('collector')).toHaveTextContent('Unassigned');
    expect(other.getByTestId('last-contact')).toHaveTextContent('Not contacted yet');
    expect(other.queryByTestId('late-fees-open')).toBeNull();
    // The sidebar offers the page with the late list's access.
    expect(screen.getByRole('link', { name: 'Collections' })).toHaveAttribute('href', '/app/repayment/collections');

    await userEvent.setup().click(row.getByRole('button', { name: 'Collection history of LN-0000003' }));
    const history = await screen.findByTestId('collection-history');
    expect(within(history).getByTestId('history-payment')).toHaveTextContent('Paid Rp 500.000 on 20 Nov 2026');
    expect(within(history).getByTestId('history-promise')).toHaveTextContent('Promised to pay Rp 1.000.000 by 19 Nov 2026');
    expect(within(history).getByTestId('history-promise')).toHaveTextContent('Broken');
    expect(within(history).getByTestId('history-promise')).toHaveTextContent('Will pay after the weekend');
    expect(within(history).getByTestId('history-contact')).toHaveTextContent('WhatsApp: Promised to pay');
    expect(within(history).getByTestId('history-contact')).toHaveTextContent('by Staff Level 3');
    // A reminder sent: the channel, where the message stands, its text and when.
    const reminder = within(history).getByTestId('history-reminder');
    expect(reminder).toHaveTextContent('Reminder by SMS');
    expect(within(reminder).getByTestId('message-status')).toHaveTextContent('Delivered');
    expect(reminder).toHaveTextContent('Halo Agus, angsuran LN-0000003 sebesar Rp 1.370.000');
    expect(reminder).toHaveTextContent('Reminder · 21 Nov 2026 08:00 WIB');
  });

  it('sends the filters as the query: from the URL, then the collector, the promise status and "due today"', async () => {
    const queries = serveWorklist([workItem(3)]);
    renderApp('/app/repayment/collections?bucket=macet&q=Agus');
    await waitFor(() => tableRow('LN-0000003'));
    expect(queries[0].get('bucket')).toBe('macet');
    expect(queries[0].get('q')).toBe('Agus');
    expect(queries[0].get('sort')).toBeNull();
    expect(queries[0].get('due_today')).toBeNull();

    const user = userEvent.setup();
    await choose(document.body, 'Collector', 'Staff Level 3');
    await waitFor(() => expect(queries.at(-1)?.get('collector_id')).toBe(COLLECTOR.id));
    await choose(document.body, 'Promise status', 'Broken');
    await waitFor(() => expect(queries.at(-1)?.get('promise_status')).toBe('broken'));
    await user.click(screen.getByTestId('filter-due-today'));
    await waitFor(() => expect(queries.at(-1)?.get('due_today')).toBe('true'));
    const last = queries.at(-1)!;
    expect(last.get('bucket')).toBe('macet');
    expect(last.get('collector_id')).toBe(COLLECTOR.id);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries.at(-1)?.get('cursor')).toBe('opaque-cursor-2'));
  });

  it('assigns the selected loans to a collector (a refused collector shows on the field) and unassigns them', async () => {
    const queries = serveWorklist([workItem(3), workItem(4)]);
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/collections/assign', async ({ request }) => {
        const body = (await request.json()) as { collector_id: string | null };
        bodies.push(body);
        if (body.collector_id === COLLECTOR.id && bodies.length === 1) {
          return envelope(null, 422, 'Validation failed', [
            { field: 'collector_id', code: 'collector_invalid', message: 'Choose a staff member who works the late list' },
          ]);
        }
        return envelope({ assigned: 2 }, 200, body.collector_id ? 'Collector assigned' : 'Collector assigned');
      }),
    );
    renderApp('/app/repayment/collections');
    await waitFor(() => tableRow('LN-0000003'));
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Select LN-0000003'));
    await user.click(screen.getByLabelText('Select LN-0000004'));
    await user.click(screen.getByTestId('batch-assign'));
    const modal = await dialog();
    expect(within(modal).getByTestId('assign-target')).toHaveTextContent('2 loans selected');
    await choose(modal, 'Collector', 'Staff Level 3');
    await user.click(within(modal).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(formItem(modal, 'Collector')).toHaveTextContent('Choose a staff member who works the late list'));
    expect(bodies[0]).toEqual({ loan_ids: ['LN-0000003', 'LN-0000004'], collector_id: COLLECTOR.id });

    const before = queries.length;
    await user.click(within(modal).getByRole('button', { name: 'Assign' }));
    expect(await toast('Collector assigned')).toBeInTheDocument();
    expect(bodies[1]).toEqual({ loan_ids: ['LN-0000003', 'LN-0000004'], collector_id: COLLECTOR.id });
    // The worklist is fetched again and the selection cleared.
    await waitFor(() => expect(queries.length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByTestId('selection-bar')).toBeNull());

    await user.click(screen.getByLabelText('Select LN-0000004'));
    await user.click(screen.getByTestId('batch-unassign'));
    const confirm = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
      if (!found) throw new Error('no confirmation');
      return found;
    });
    expect(confirm).toHaveTextContent('Remove the collector of 1 loan?');
    await user.click(within(confirm).getByRole('button', { name: 'Unassign' }));
    await waitFor(() => expect(bodies[2]).toEqual({ loan_ids: ['LN-0000004'], collector_id: null }));
  });

  it('records a contact in two clicks, and with a promise when the borrower promised', async () => {
    const queries = serveWorklist([workItem(3)]);
    const contacts: unknown[] = [];
    const promises: unknown[] = [];
    server.use(
      http.post('/api/v1/loans/:loanId/contacts', async ({ request, params }) => {
        contacts.push({ loanId: params.loanId, ...((await request.json()) as object) });
        return envelope({ contact_id: 'c1', channel: 'call', outcome: 'reached', contacted_at: '2026-11-24T03:00:00Z' }, 201, 'Contact recorded');
      }),
      http.post('/api/v1/loans/:loanId/promises', async ({ request, params }) => {
        promises.push({ loanId: params.loanId, ...((await request.json()) as object) });
        return envelope({}, 201, 'Promise to pay recorded');
      }),
    );
    renderApp('/app/repayment/collections');
    const row = within(await waitFor(() => tableRow('LN-0000003')));
    const user = userEvent.setup();

    // Two clicks: the row's button, then Save (a call that reached the borrower).
    await user.click(row.getByRole('button', { name: 'Record contact for LN-0000003' }));
    let modal = await dialog();
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(contacts).toHaveLength(1));
    expect(contacts[0]).toEqual({ loanId: 'LN-0000003', channel: 'call', outcome: 'reached', note: null, next_action_date: null });
    expect(promises).toHaveLength(0);
    expect(await toast('Contact recorded')).toBeInTheDocument();
    const before = queries.length;
    await waitFor(() => expect(queries.length).toBeGreaterThanOrEqual(before));

    // Promised: the same form asks the amount (what is to collect) and the date, and posts both.
    await user.click(row.getByRole('button', { name: 'Record contact for LN-0000003' }));
    modal = await dialog();
    await user.click(within(modal).getByText('WhatsApp'));
    await user.click(within(modal).getByText('Promised to pay'));
    const fields = await within(modal).findByTestId('promise-fields');
    expect(within(fields).getByLabelText('Promised amount')).toHaveValue('2,800,000');
    await user.type(within(modal).getByLabelText('Note'), 'Pays on Friday');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(promises).toHaveLength(1));
    expect(contacts[1]).toEqual({ loanId: 'LN-0000003', channel: 'whatsapp', outcome: 'promised', note: 'Pays on Friday', next_action_date: null });
    expect(promises[0]).toEqual({ loanId: 'LN-0000003', amount: 2_800_000, promised_date: jakartaToday(), note: 'Pays on Friday' });
    expect(await toast('Contact recorded · Promise to pay recorded')).toBeInTheDocument();
    await waitFor(() => expect(queries.length).toBeGreaterThan(before));
  });

  it('reads in Indonesian', async () => {
    serveWorklist([workItem(3, { promise: { promise_id: 'p1', amount: 1_000_000, promised_date: '2026-11-19', status: 'kept' } })]);
    server.use(http.get('/api/v1/loans/:loanId/collection-history', () => envelope(HISTORY)));
    await changeLanguage('id');
    renderApp('/app/repayment/collections');
    expect(await screen.findByRole('heading', { name: 'Penagihan' })).toBeInTheDocument();
    const row = within(await waitFor(() => tableRow('LN-0000003')));
    expect(row.getByTestId('promise-status')).toHaveTextContent('Ditepati');
    expect(row.getByRole('button', { name: 'Catat kontak untuk LN-0000003' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Tindakan berikutnya' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Kolektor' })).toBeInTheDocument();
    await userEvent.setup().click(row.getByRole('button', { name: 'Riwayat penagihan LN-0000003' }));
    const reminder = await screen.findByTestId('history-reminder');
    expect(reminder).toHaveTextContent('Pengingat lewat SMS');
    expect(within(reminder).getByTestId('message-status')).toHaveTextContent('Diterima');
  });

  it('is forbidden without the late list', async () => {
    serveCollectionsSession(['home', 'repayment/normal']);
    renderApp('/app/repayment/collections');
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
  });
});
