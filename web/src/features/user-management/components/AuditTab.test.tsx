import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { choose } from '../../../test/dom';
import { catchSavedFiles, xlsxStream } from '../../../test/downloads';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { serveSession } from '../../../test/loans';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import { ADMIN_AREAS, member, memberId, serveStaff } from '../testing/fixtures';

configure({ asyncUtilTimeout: 15_000 });

const PATH = '/app/user-management';

/** An invitation (by level 21) and a level change (by the system) of the audit log. */
const ROWS = [
  {
    id: 'a2',
    at: '2026-11-22T04:15:00Z',
    actor_id: null,
    actor_name: null,
    actor_kind: 'system',
    action: 'user.update',
    entity: 'user',
    entity_id: memberId(5),
    loan_code: null,
    document: null,
    before: { full_name: 'Staff Level 5', level: 5, status: 'active' },
    after: { full_name: 'Staff Level 5', level: 3, status: 'active' },
    request_id: null,
  },
  {
    id: 'a1',
    at: '2026-11-20T03:00:00Z',
    actor_id: memberId(21),
    actor_name: 'Admin Roda',
    actor_kind: 'staff',
    action: 'user.create',
    entity: 'user',
    entity_id: memberId(5),
    loan_code: null,
    document: null,
    before: null,
    after: { email: 'level5@roda.test', level: 5, status: 'pending' },
    request_id: 'req-1',
  },
];

/** Answers the audit log with `ROWS` (the xlsx download too); returns the queries of each. */
function serveAudit() {
  const pages: URLSearchParams[] = [];
  const downloads: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/audit-log', ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.get('format') === 'xlsx') {
        downloads.push(params);
        return xlsxStream('audit-log-2026-11-24.xlsx');
      }
      pages.push(params);
      return envelope({ items: ROWS, next_cursor: null, total: ROWS.length });
    }),
  );
  return { pages, downloads };
}

function tab(name: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((el) => el.textContent === name);
}

function auditRow(id: string): HTMLElement {
  const tr = document.querySelector<HTMLElement>(`[data-testid="audit-table"] tr[data-row-key="${id}"]`);
  if (!tr) throw new Error(`no audit row ${id}`);
  return tr;
}

describe('user management: the audit trail tab', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
  });
  afterEach(() => vi.restoreAllMocks());

  it('is not there below level 21 (level 15 manages staff too)', async () => {
    serveSession({ areas: ['home', 'user-management'], level: 15 });
    serveStaff([member(5)]);
    const audit = serveAudit();
    renderApp(`${PATH}?tab=audit`);
    await waitFor(() => expect(document.querySelector(`tr[data-row-key="${memberId(5)}"]`)).not.toBeNull());
    expect(screen.getByRole('heading', { name: 'User management' })).toBeInTheDocument();
    expect(tab('Audit trail')).toBeUndefined();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(audit.pages).toEqual([]);
  });

  it('shows level 21 the changes newest first, with who, what and a before/after of the changed fields', async () => {
    serveSession({ areas: ADMIN_AREAS, level: 21 });
    serveStaff([member(5)]);
    const audit = serveAudit();
    const { router } = renderApp(PATH);
    await waitFor(() => expect(tab('Audit trail')).toBeDefined());
    expect(tab('Staff')).toHaveAttribute('aria-selected', 'true');
    const user = userEvent.setup();
    await user.click(tab('Audit trail') as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=audit'));
    const update = within(await waitFor(() => auditRow('a2')));
    expect(update.getByText('22 Nov 2026 11:15 WIB')).toBeInTheDocument();
    expect(update.getByText('System')).toBeInTheDocument();
    // What happened as a sentence, never the action's code (issue 45 item 2).
    expect(update.getByText('System changed a staff account.')).toBeInTheDocument();
    expect(update.queryByText('user.update')).toBeNull();
    expect(update.getByText('Staff account')).toBeInTheDocument();
    expect(update.getByText(memberId(5))).toBeInTheDocument();
    const invite = within(auditRow('a1'));
    expect(invite.getByText('Admin Roda')).toBeInTheDocument();
    expect(invite.getByText('Admin Roda created a staff account.')).toBeInTheDocument();
    expect(audit.pages[0].has('sort')).toBe(false);
    expect(audit.pages[0].get('limit')).toBe('20');

    // The level change: only the level, 5 before and 3 after.
    await user.click(update.getByRole('button', { name: /expand/i }));
    const diff = await screen.findByTestId('audit-diff');
    const lines = [...diff.querySelectorAll('tbody tr.ant-table-row')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(lines).toEqual([['Level', '5', '3']]);

    // The invitation: every field recorded, nothing before.
    await user.click(invite.getByRole('button', { name: /expand/i }));
    await waitFor(() => expect(screen.getAllByTestId('audit-diff')).toHaveLength(2));
    const created = screen.getAllByTestId('audit-diff')[1];
    expect(within(created).getByText('level5@roda.test')).toBeInTheDocument();
    expect(within(created).getByText('pending')).toBeInTheDocument();
    expect(within(created).getAllByText('—')).toHaveLength(3);
  });

  it('sends the actor, entity, entity id, action and date filters, and downloads the same rows as xlsx', async () => {
    serveSession({ areas: ADMIN_AREAS, level: 21 });
    const staffQueries = serveStaff([member(5), member(21, { full_name: 'Admin Roda' })]);
    const audit = serveAudit();
    const saved = catchSavedFiles();
    const { router } = renderApp(`${PATH}?tab=audit&entity=user&action=user.create&from=2026-11-01&to=2026-11-30`);
    await waitFor(() => auditRow('a1'));
    expect(Object.fromEntries(audit.pages[0])).toEqual({
      limit: '20',
      entity: 'user',
      action: 'user.create',
      from: '2026-11-01',
      to: '2026-11-30',
    });

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Record ID'), memberId(5));
    await waitFor(() => expect(audit.pages[audit.pages.length - 1].get('entity_id')).toBe(memberId(5)));

    // The actor is picked among the staff, searched on the server.
    await user.click(screen.getByLabelText('Staff member'));
    await user.keyboard('Admin');
    await waitFor(() => expect(staffQueries.some((q) => q.get('q') === 'Admin')).toBe(true));
    await choose(document.body, 'Staff member', 'Admin Roda (level21@roda.test)');
    await waitFor(() => expect(audit.pages[audit.pages.length - 1].get('actor_id')).toBe(memberId(21)));
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('audit');
    expect(new URLSearchParams(router.state.location.search).get('actor_id')).toBe(memberId(21));

    await user.click(screen.getByTestId('audit-download'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(Object.fromEntries(audit.downloads[0])).toEqual({
      actor_id: memberId(21),
      entity: 'user',
      entity_id: memberId(5),
      action: 'user.create',
      from: '2026-11-01',
      to: '2026-11-30',
      format: 'xlsx',
    });
    expect(saved[0].name).toBe('audit-log-2026-11-24.xlsx');
    expect(screen.getByTestId('audit-download')).toHaveTextContent('Download (xlsx)');
  });

  it('speaks Indonesian', async () => {
    serveSession({ areas: ADMIN_AREAS, level: 21 });
    serveStaff([member(5)]);
    serveAudit();
    await changeLanguage('id');
    renderApp(`${PATH}?tab=audit`);
    await waitFor(() => auditRow('a2'));
    expect(tab('Jejak audit')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Staf')).toBeDefined();
    expect(within(auditRow('a2')).getByText('Sistem')).toBeInTheDocument();
    expect(within(auditRow('a2')).getByText('Akun staf')).toBeInTheDocument();
    expect(within(auditRow('a2')).getByText('Sistem mengubah akun staf.')).toBeInTheDocument();
    expect(screen.getByTestId('audit-download')).toHaveTextContent('Unduh (xlsx)');
  });
});
