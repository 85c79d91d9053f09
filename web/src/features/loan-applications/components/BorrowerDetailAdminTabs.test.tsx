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
            action: 'loan.verify',
            entity: 'loan',
            entity_id: '01a200de-09d9-7000-8000-000000000001',
            before: { status: 'unverified' },
            after: { status: 'verified' },
            request_id: null,
          },
        ],
        next_cursor: null,
        total: 1,
      });
    }),
    http.get('/api/v1/borrowers/:borrowerId/access-log', ({ params }) => {
      asked.access.push(String(params.borrowerId));
      const items: { id: string; at: string; actor_id: string; actor_name: string; action: string; loan_id: string | null; file_id: string | null }[] = [
        { id: 'x1', at: '2026-11-21T01:00:00Z', actor_id: 'u5', actor_name: 'Staff Level 5', action: 'view_document', loan_id: 'LN-0000001', file_id: 'f-ktp' },
        { id: 'x0', at: '2026-11-20T01:00:00Z', actor_id: 'u3', actor_name: 'Staff Level 3', action: 'view_detail', loan_id: 'LN-0000001', file_id: null },
      ];
      if (exported) items.unshift({ id: 'x2', at: '2026-11-24T01:00:00Z', actor_id: 'u21', actor_name: 'Admin Roda', action: 'data_export', loan_id: null, file_id: null });
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
    expect(await within(panel).findByText('loan.verify')).toBeInTheDocument();
    expect(within(panel).getByText('Staff Level 3')).toBeInTheDocument();
    // The entity and its id are the loan's: no control for them.
    expect(within(panel).queryByLabelText('Record type')).toBeNull();
    expect(within(panel).queryByLabelText('Record ID')).toBeNull();
    expect(within(panel).getByLabelText('Staff member')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: /expand/i }));
    expect(await within(panel).findByText('unverified')).toBeInTheDocument();
    expect(within(panel).getByText('verified')).toBeInTheDocument();

    // Its filters stay in the tab: the detail's address is left alone.
    await user.type(within(panel).getByLabelText('Action'), 'loan.verify');
    await waitFor(() => expect(asked.audit[asked.audit.length - 1].get('action')).toBe('loan.verify'));
    expect(asked.audit[asked.audit.length - 1].get('entity_id')).toBe('LN-0000001');
    expect(router.state.location.search).toBe('?loan_id=LN-0000001');
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
    await waitFor(() => expect(within(table).getByText('Opened a document')).toBeInTheDocument());
    expect(asked.access[0]).toBe(BORROWER);
    const first = within(table.querySelector<HTMLElement>('tr[data-row-key="x1"]') as HTMLElement);
    expect(first.getByText('21 Nov 2026 08:00 WIB')).toBeInTheDocument();
    expect(first.getByText('Staff Level 5')).toBeInTheDocument();
    expect(first.getByText('f-ktp')).toBeInTheDocument();
    expect(within(table).getByText('Opened the borrower detail')).toBeInTheDocument();

    await user.click(within(panel).getByTestId('borrower-data-export'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ name: 'borrower-b-1.zip', size: 6 });
    expect(asked.exports).toEqual([BORROWER]);
    // The export is logged by the server: the log is read again and shows it.
    expect(await within(table).findByText("Exported the borrower's data")).toBeInTheDocument();
  });

  it('speaks Indonesian', async () => {
    serveSession(ALL_AREAS, 21);
    serveAll();
    await changeLanguage('id');
    renderApp(PATH);
    await screen.findByTestId('borrower-name');
    expect(tab('Jejak audit')).toBeDefined();
    await userEvent.setup().click(tab('Akses data') as HTMLElement);
    expect(await within(activePanel()).findByText('Membuka dokumen')).toBeInTheDocument();
    expect(within(activePanel()).getByTestId('borrower-data-export')).toHaveTextContent('Ekspor data peminjam');
  });
});
