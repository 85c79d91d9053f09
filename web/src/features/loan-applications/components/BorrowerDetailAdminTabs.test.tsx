import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { catchSavedFiles } from '../../../test/downloads';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import { ALL_AREAS, detail, serveSession } from '../testing/fixtures';

configure({ asyncUtilTimeout: 15_000 });

const PATH = '/app/borrower/detail?loan_id=LN-0000001';
/** The borrower of LN-0000001 in the fixtures. */
const BORROWER = 'b-1';

function tab(name: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((el) => el.textContent === name);
}

function activePanel(): HTMLElement {
  const panel = document.querySelector<HTMLElement>('[role="tabpanel"][aria-hidden="false"]');
  if (!panel) throw new Error('no active tab');
  return panel;
}

/** Answers the detail, the loan's audit trail, the borrower's access log and data export; returns what was asked. */
function serveAll() {
  const asked = { audit: [] as URLSearchParams[], access: [] as string[], exports: [] as string[] };
  let exported = false;
  server.use(
    http.get('/api/v1/loan-applications/:loanId', () => envelope(detail(1))),
    http.get('/api/v1/audit-log', ({ request }) => {
      asked.audit.push(new URL(request.url).searchParams);
      return envelope({
        items: [
          {
            id: 'a1',
            at: '2026-11-20T03:00:00Z',
            actor_id: 'u3',
            actor_name: 'Staff Level 3',
            actor_kind: 'staff',
            action: 'loan_application.verify',
            entity: 'loan',
            entity_id: '01a200de-09d9-7000-8000-000000000001',
            loan_code: 'LN-0000001',
            document: null,
            before: { status: 'unverified', approval_status: null },
            after: { status: 'verified', approval_status: 'pending', lender_id: '01a200de-09d9-7000-8000-0000000000aa' },
            request_id: null,
          },
          {
            id: 'a0',
            at: '2026-11-19T17:30:00Z',
            actor_id: null,
            actor_name: null,
            actor_kind: 'daily_job',
            action: 'loan.expire',
            entity: 'loan',
            entity_id: '01a200de-09d9-7000-8000-000000000001',
            loan_code: 'LN-0000001',
            document: null,
            before: { kyc_status: 'kyc_scheduled' },
            after: { kyc_status: 'kyc_expired' },
            request_id: 'job:daily:2026-11-20',
          },
        ],
        next_cursor: null,
        total: 2,
      });
    }),
    http.get('/api/v1/borrowers/:borrowerId/access-log', ({ params }) => {
      asked.access.push(String(params.borrowerId));
      const loan = { loan_id: '01a200de-09d9-7000-8000-000000000001', loan_code: 'LN-0000001' };
      const ktp = { file_id: '01a200de-09d9-7000-8000-0000000000f1', kind: 'ktp_photo', name: 'ktp-budi.jpg' };
      const none = { loan_id: null, loan_code: null, file_id: null, document: null };
      const items: Record<string, unknown>[] = [
        { id: 'x1', at: '2026-11-21T01:00:00Z', actor_id: 'u5', actor_name: 'Staff Level 5', action: 'view_document', ...loan, file_id: ktp.file_id, document: ktp },
        { id: 'x0', at: '2026-11-20T01:00:00Z', actor_id: 'u3', actor_name: 'Staff Level 3', action: 'view_detail', ...loan, file_id: null, document: null },
      ];
      if (exported) items.unshift({ id: 'x2', at: '2026-11-24T01:00:00Z', actor_id: 'u21', actor_name: 'Admin Roda', action: 'data_export', ...none });
      return envelope({ items, next_cursor: null, total: items.length });
    }),
    http.get('/api/v1/borrowers/:borrowerId/data-export', ({ params }) => {
      asked.exports.push(String(params.borrowerId));
      exported = true;
      return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4, 1, 2]), {
        headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="borrower-b-1.zip"' },
      });
    }),
  );
  return asked;
}

describe('borrower detail: audit trail and data access (level 21)', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
  });
  afterEach(() => vi.restoreAllMocks());

  it('has neither tab below level 21', async () => {
    serveSession(ALL_AREAS, 3);
    const asked = serveAll();
    renderApp(PATH);
    expect(await screen.findByTestId('borrower-name')).toHaveTextContent('Budi Santoso 1');
    expect(tab('Documents')).toBeDefined();
    expect(tab('Audit trail')).toBeUndefined();
    expect(tab('Data access')).toBeUndefined();
    expect(asked.audit).toEqual([]);
    expect(asked.access).toEqual([]);
  });

  it("shows level 21 the loan's own audit trail, with its entity fixed", async () => {
    serveSession(ALL_AREAS, 21);
    const asked = serveAll();
    const { router } = renderApp(PATH);
    await screen.findByTestId('borrower-name');
    // Nothing is read until the tab opens.
    expect(asked.audit).toEqual([]);
    const user = userEvent.setup();
    await user.click(tab('Audit trail') as HTMLElement);
    await waitFor(() => expect(asked.audit).toHaveLength(1));
    expect(Object.fromEntries(asked.audit[0])).toEqual({ limit: '20', entity: 'loan', entity_id: 'LN-0000001' });
    const panel = activePanel();
    // Each change a sentence with the person and the loan ID; the daily job names itself; no code, no id.
    expect(await within(panel).findByText('Staff Level 3 verified the application LN-0000001.')).toBeInTheDocument();
    expect(within(panel).getByText('Application: Unverified → Verified · Approval: Pending')).toBeInTheDocument();
    expect(within(panel).getByText('Daily job closed the schedule of LN-0000001 whose date had passed.')).toBeInTheDocument();
    expect(within(panel).getByText('Staff Level 3')).toBeInTheDocument();
    expect(within(panel).getByText('Daily job')).toBeInTheDocument();
    expect(within(panel).getByTestId('audit-table').textContent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|loan\.|loan_application\./);
    // The entity and its id are the loan's: no control for them.
    expect(within(panel).queryByLabelText('Record type')).toBeNull();
    expect(within(panel).queryByLabelText('Record ID')).toBeNull();
    expect(within(panel).getByLabelText('Staff member')).toBeInTheDocument();
    await user.click(within(panel).getAllByRole('button', { name: /expand/i })[0]);
    // The diff names its fields and statuses in words; an id-only field is left out.
    const diff = within(await within(panel).findByTestId('audit-diff'));
    expect(diff.getByText('Application')).toBeInTheDocument();
    expect(diff.getByText('Unverified')).toBeInTheDocument();
    expect(diff.getByText('Verified')).toBeInTheDocument();
    expect(diff.queryByText(/lender_id|Lender id/)).toBeNull();

    // Its filters stay in the tab: the detail's address is left alone.
    await user.type(within(panel).getByLabelText('Action'), 'loan.verify');
    await waitFor(() => expect(asked.audit[asked.audit.length - 1].get('action')).toBe('loan.verify'));
    expect(asked.audit[asked.audit.length - 1].get('entity_id')).toBe('LN-0000001');
    expect(router.state.location.search).toBe('?loan_id=LN-0000001&tab=audit');
  });

  it('opens the tab the address names, and the address follows the tab', async () => {
    serveSession(ALL_AREAS, 21);
    const asked = serveAll();
    const { router } = renderApp(`${PATH}&tab=audit`);
    await screen.findByTestId('borrower-name');
    expect(tab('Audit trail')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(asked.audit).toHaveLength(1));
    await userEvent.setup().click(tab('Address') as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?loan_id=LN-0000001&tab=address'));
    await userEvent.setup().click(tab('Basic information') as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?loan_id=LN-0000001'));
  });

  it("shows level 21 who read the borrower's data, and exports it as a zip that then shows in the log", async () => {
    serveSession(ALL_AREAS, 21);
    const asked = serveAll();
    const saved = catchSavedFiles();
    renderApp(PATH);
    await screen.findByTestId('borrower-name');
    const user = userEvent.setup();
    await user.click(tab('Data access') as HTMLElement);
    const panel = activePanel();
    const table = await within(panel).findByTestId('access-log-table');
    await waitFor(() => expect(within(table).getByText('Staff Level 5 opened the ID card photo (KTP) “ktp-budi.jpg” of LN-0000001.')).toBeInTheDocument());
    expect(asked.access[0]).toBe(BORROWER);
    const first = within(table.querySelector<HTMLElement>('tr[data-row-key="x1"]') as HTMLElement);
    expect(first.getByText('21 Nov 2026 08:00 WIB')).toBeInTheDocument();
    expect(first.getByText('Staff Level 5')).toBeInTheDocument();
    expect(within(table).getByText('Staff Level 3 opened the borrower detail of LN-0000001.')).toBeInTheDocument();
    expect(table.textContent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|view_document|view_detail/);

    await user.click(within(panel).getByTestId('borrower-data-export'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ name: 'borrower-b-1.zip', size: 6 });
    expect(asked.exports).toEqual([BORROWER]);
    // The export is logged by the server: the log is read again and shows it.
    expect(await within(table).findByText("Admin Roda exported the borrower's data.")).toBeInTheDocument();
  });

  it('speaks Indonesian', async () => {
    serveSession(ALL_AREAS, 21);
    serveAll();
    await changeLanguage('id');
    renderApp(PATH);
    await screen.findByTestId('borrower-name');
    expect(tab('Jejak audit')).toBeDefined();
    await userEvent.setup().click(tab('Akses data') as HTMLElement);
    expect(await within(activePanel()).findByText('Staff Level 5 membuka foto KTP “ktp-budi.jpg” LN-0000001.')).toBeInTheDocument();
    expect(within(activePanel()).getByTestId('borrower-data-export')).toHaveTextContent('Ekspor data peminjam');
  });
});
