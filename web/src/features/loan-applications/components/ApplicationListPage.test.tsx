import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ApplicationRow } from '../../../entities/loan-application/types';
import { changeLanguage } from '../../../lib/i18n';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import { PIC_9, detail, row, serveList, serveReference, serveSession } from '../testing/fixtures';

const LIST = '/app/borrower/application';

// The whole app (layout, menu, antd table) renders slowly in jsdom.
configure({ asyncUtilTimeout: 5000 });

function tableRow(loanId: string): HTMLElement {
  const tr = document.querySelector<HTMLElement>(`tr[data-row-key="${loanId}"]`);
  if (!tr) throw new Error(`no row ${loanId}`);
  return tr;
}

async function openRowMenu(loanId: string) {
  const user = userEvent.setup();
  const trigger = tableRow(loanId).querySelector<HTMLElement>(`button[aria-label="Actions for ${loanId}"]`);
  if (!trigger) throw new Error(`no actions for ${loanId}`);
  await user.click(trigger);
  return user;
}

/** The items of the open row menu. */
function openMenuItems(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menuitem"]')];
}

/** The item `text` of the open row menu, once it shows. */
async function menuItem(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const item = openMenuItems().find((el) => el.textContent === text);
    if (!item) throw new Error(`no menu item ${text}`);
    return item;
  });
}

/** The open modal, once it shows. */
async function dialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) [role="dialog"]');
    if (!found) throw new Error('no dialog');
    return found;
  });
}

/** The button showing `text` (role queries are slow on a page this large). */
function button(text: string, container: HTMLElement = document.body): HTMLButtonElement {
  const found = within(container).getByText(text, { selector: 'button, button *' }).closest('button');
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

function count(name: string) {
  return screen.getByTestId(`summary-${name}`).querySelector('.ant-statistic-content-value')?.textContent;
}

describe('loan application list', { timeout: 30_000 }, () => {
  let state: { rows: ApplicationRow[] };

  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveSession();
    serveReference();
    state = {
      rows: [
        row(3, {
          status: 'unverified',
          display_status: 'kyc_scheduled',
          lead_status: 'qualified',
          average_monthly_income: 4_166_666,
          version: 7,
        }),
        row(2, { pic: { id: PIC_9.id, name: PIC_9.name } }),
        row(1, { status: 'verified', display_status: 'verified', approval_status: 'pending' }),
      ],
    };
  });

  it('shows the counts and one row per application with its status, income and PIC', async () => {
    serveList(state);
    renderApp(LIST);
    expect(await screen.findByRole('heading', { name: 'Loan applications' })).toBeInTheDocument();
    expect(await screen.findByText('LN-0000003')).toBeInTheDocument();
    await waitFor(() => expect(count('total')).toBe('3'));
    expect(count('draft')).toBe('1');
    expect(count('unverified')).toBe('1');
    expect(count('verified')).toBe('1');

    const third = within(tableRow('LN-0000003'));
    expect(third.getByText('Budi Santoso 3')).toBeInTheDocument();
    expect(third.getByText('budi3@example.co.id')).toBeInTheDocument();
    expect(third.getByText('KYC Scheduled')).toBeInTheDocument();
    expect(third.getByText('Rp 4.166.666')).toBeInTheDocument();
    expect(third.getByText('Not assigned')).toBeInTheDocument();
    expect(third.queryByTestId('lead-tag')).toBeNull();
    const second = within(tableRow('LN-0000002'));
    expect(second.getByText('Draft')).toBeInTheDocument();
    expect(second.getByText('New lead')).toBeInTheDocument();
    expect(second.getByText('Staff Level 9')).toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('1–3 of 3');
    expect(screen.getByRole('link', { name: /Create new application/ })).toHaveAttribute('href', `${LIST}/new`);
  });

  it("searches once typing pauses and says 'No matches found' when nothing matches", async () => {
    const queries = serveList(state);
    renderApp(LIST);
    await screen.findByText('LN-0000003');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search'), 'ln-0000002');
    await waitFor(() => expect(screen.queryByText('LN-0000003')).toBeNull());
    expect(screen.getByText('LN-0000002')).toBeInTheDocument();
    // One request for the whole word, not one per key.
    expect(queries.filter((q) => q.has('q')).map((q) => q.get('q'))).toEqual(['ln-0000002']);

    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'nobody');
    expect(await screen.findByText('No matches found')).toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('0 applications');
  });

  it('says "more than" when the server stopped counting (a broad search)', async () => {
    state.rows = Array.from({ length: 23 }, (_, i) => row(100 - i));
    serveList({ ...state, cap: 21 });
    renderApp(LIST);
    await screen.findByText('LN-0000100');
    expect(screen.getByTestId('list-total')).toHaveTextContent('1–20 of more than 21');
  });

  it('pages forward with next_cursor and back with the cursor stack', async () => {
    state.rows = Array.from({ length: 23 }, (_, i) => row(100 - i));
    const queries = serveList(state);
    renderApp(LIST);
    await screen.findByText('LN-0000100');
    expect(screen.getByTestId('list-total')).toHaveTextContent('1–20 of 23');
    expect(button('Previous')).toBeDisabled();
    const user = userEvent.setup();
    await user.click(button('Next'));
    expect(await screen.findByText('LN-0000080')).toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('21–23 of 23');
    expect(screen.queryByText('LN-0000100')).toBeNull();
    expect(button('Next')).toBeDisabled();
    await user.click(button('Previous'));
    expect(await screen.findByText('LN-0000100')).toBeInTheDocument();
    // Going back shows the kept first page and refreshes it (no cursor).
    expect(queries.map((q) => q.get('cursor'))).toEqual([null, 'LN-0000081', null]);
    expect(queries.every((q) => q.get('limit') === '20' && q.get('sort') === 'newest')).toBe(true);
  }, 30_000);

  it('verifies an unverified application after confirmation and refreshes the counts', async () => {
    serveList(state);
    let body: unknown;
    server.use(
      http.post('/api/v1/loan-applications/LN-0000003/verify', async ({ request }) => {
        body = await request.json();
        state.rows[0] = { ...state.rows[0], status: 'verified', display_status: 'verified', version: 8 };
        return envelope(null, 200, 'Application verified and sent to loan approval');
      }),
    );
    renderApp(LIST);
    await screen.findByText('LN-0000003');
    await waitFor(() => expect(count('verified')).toBe('1'));
    const user = await openRowMenu('LN-0000003');
    await user.click(await menuItem('Verify'));
    const modal = await dialog();
    expect(within(modal).getAllByText('Verify application LN-0000003?').length).toBeGreaterThan(0);
    await user.click(within(modal).getByText('Verify', { selector: 'button *' }));
    await waitFor(() => expect(count('verified')).toBe('2'));
    expect(count('unverified')).toBe('0');
    expect(body).toEqual({ version: 7 });
    expect(await screen.findByText('Application LN-0000003 verified')).toBeInTheDocument();
  });

  it("shows the server's reason when a verification is refused", async () => {
    serveList(state);
    server.use(
      http.post('/api/v1/loan-applications/LN-0000003/verify', () =>
        envelope(null, 422, 'Complete every step of the application first', [
          { field: 'documents', code: 'steps_incomplete', message: 'Complete every step of the application first' },
          { field: 'financial', code: 'steps_incomplete', message: 'Complete every step of the application first' },
        ]),
      ),
    );
    renderApp(LIST);
    await screen.findByText('LN-0000003');
    const user = await openRowMenu('LN-0000003');
    await user.click(await menuItem('Verify'));
    await user.click(within(await dialog()).getByText('Verify', { selector: 'button *' }));
    expect(await screen.findByText('The change was not made')).toBeInTheDocument();
    expect(
      screen.getByText('Complete every step of the application first: Documents, Financial and performance data'),
    ).toBeInTheDocument();
  });

  it('deletes with a required reason and the row leaves the list', async () => {
    serveList(state);
    let body: unknown;
    server.use(
      http.post('/api/v1/loan-applications/LN-0000002/delete', async ({ request }) => {
        body = await request.json();
        state.rows = state.rows.filter((r) => r.loan_id !== 'LN-0000002');
        return envelope({ loan_id: 'LN-0000002' }, 200, 'Application deleted');
      }),
    );
    renderApp(LIST);
    await screen.findByText('LN-0000002');
    const user = await openRowMenu('LN-0000002');
    await user.click(await menuItem('Delete'));
    const modal = await dialog();
    await user.click(button('Delete', modal));
    expect(await within(modal).findByText('Fill in the reason')).toBeInTheDocument();
    expect(body).toBeUndefined();
    await user.click(within(modal).getByLabelText('Reason'));
    await user.paste('  Duplicate registration ');
    await user.click(button('Delete', modal));
    await waitFor(() => expect(screen.queryByText('LN-0000002')).toBeNull());
    expect(body).toEqual({ reason: 'Duplicate registration', version: 1 });
    await waitFor(() => expect(count('total')).toBe('2'));
    expect(screen.getByTestId('list-total')).toHaveTextContent('1–2 of 2');
  });

  it('offers in the row menu only the actions the server allows', async () => {
    state.rows = [
      // Unverified, yet the server allows only the PIC change: no verify, no continue, no delete.
      row(5, { status: 'unverified', display_status: 'unverified', allowed_actions: ['assign_pic'] }),
      row(4, { status: 'draft', allowed_actions: ['verify', 'delete'] }),
    ];
    serveList(state);
    renderApp(LIST);
    await screen.findByText('LN-0000005');
    await openRowMenu('LN-0000005');
    await menuItem('Assign PIC');
    expect(openMenuItems().map((el) => el.textContent)).toEqual(['See detail', 'Assign PIC']);

    await openRowMenu('LN-0000004');
    await menuItem('Verify');
    // The first row's menu may still be closing: read the menu opened last.
    const menus = document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden)');
    const last = [...menus[menus.length - 1].querySelectorAll('[role="menuitem"]')].map((el) => el.textContent);
    expect(last).toEqual(['See detail', 'Verify', 'Delete']);
  });

  it('opens the detail from the row menu', async () => {
    serveList(state);
    server.use(http.get('/api/v1/loan-applications/LN-0000003', () => envelope(detail(3))));
    const { router } = renderApp(LIST);
    await screen.findByText('LN-0000003');
    const user = await openRowMenu('LN-0000003');
    await user.click(await menuItem('See detail'));
    await waitFor(() => expect(router.state.location.search).toBe('?loan_id=LN-0000003'));
    expect(router.state.location.pathname).toBe('/app/borrower/detail');
    expect(await screen.findByTestId('borrower-name')).toHaveTextContent('Budi Santoso 3');
  });

  it('hides "See detail" from staff without the borrower detail area', async () => {
    serveSession(['borrower/application']);
    serveList(state);
    renderApp(LIST);
    await screen.findByText('LN-0000003');
    expect(screen.queryByRole('link', { name: 'LN-0000003' })).toBeNull();
    await openRowMenu('LN-0000003');
    await menuItem('Delete');
    expect(openMenuItems().map((el) => el.textContent)).not.toContain('See detail');
  });

  it('speaks Indonesian', async () => {
    serveList(state);
    await changeLanguage('id');
    renderApp(LIST);
    expect(await screen.findByRole('heading', { name: 'Pengajuan pinjaman' })).toBeInTheDocument();
    expect(await screen.findByText('KYC Terjadwal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Buat pengajuan baru/ })).toBeInTheDocument();
    expect(screen.getByText('7 hari terakhir')).toBeInTheDocument();
  });
});
