import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import type { UserRow } from '../api';

configure({ asyncUtilTimeout: 5000 });

const PATH = '/app/user-management';
const LENDER = { id: '01a200de-09d6-7000-8000-000000000001', code: 'L1', name: 'Dana Maju', funding_source: null, created_at: '2026-01-01T00:00:00Z' };

function user(n: number, overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: `01a200de-0000-7000-8000-${String(n).padStart(12, '0')}`,
    email: `level${n}@roda.test`,
    username: null,
    full_name: `Staff Level ${n}`,
    phone: null,
    level: n,
    lender_id: null,
    status: 'active',
    created_at: '2026-11-20T03:00:00Z',
    updated_at: '2026-11-20T03:00:00Z',
    version: 1,
    ...overrides,
  };
}

/** The session of level 21 and an in-memory users list filtered by `q` (name or e-mail). */
function serve(users: UserRow[], areas = ['home', 'user-management']) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.post('/api/crypt/de', () => envelope(21)),
    http.get('/api/v1/me', () =>
      envelope({ id: 'u21', email: 'admin@roda.test', full_name: 'Admin Roda', level: 21, areas, lender_id: null, lender_name: null }),
    ),
    http.get('/api/v1/lenders', () => envelope([LENDER])),
    http.get('/api/v1/users', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const q = params.get('q')?.toLowerCase() ?? '';
      const items = users.filter((u) => !q || u.email.includes(q) || u.full_name.toLowerCase().includes(q));
      return envelope({ items, next_cursor: null, total: items.length });
    }),
  );
  return queries;
}

function tableRow(id: string): HTMLElement {
  const tr = document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`);
  if (!tr) throw new Error(`no row ${id}`);
  return tr;
}

describe('user management list', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
  });

  it('shows each account with its name, e-mail, level, lender, status and creation', async () => {
    const rows = [
      user(5, { username: 'lima', lender_id: LENDER.id }),
      user(3, { status: 'pending' }),
      user(21, { email: 'admin@roda.test', full_name: 'Admin Roda', status: 'disabled' }),
    ];
    const queries = serve(rows);
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'User management' })).toBeInTheDocument();
    expect(await screen.findByText('level5@roda.test')).toBeInTheDocument();

    const five = within(tableRow(rows[0].id));
    expect(five.getByText('Staff Level 5')).toBeInTheDocument();
    expect(five.getByText('lima')).toBeInTheDocument();
    expect(five.getByText('Level 5')).toBeInTheDocument();
    expect(await five.findByText('Dana Maju')).toBeInTheDocument();
    expect(five.getByTestId('user-status')).toHaveTextContent('Active');
    expect(within(tableRow(rows[1].id)).getByTestId('user-status')).toHaveTextContent('Invited');
    expect(within(tableRow(rows[2].id)).getByTestId('user-status')).toHaveTextContent('Disabled');
    expect(screen.getByTestId('list-total')).toHaveTextContent('1–3 of 3');
    // Read-only for now: no selection, no row actions.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(queries[0].get('sort')).toBe('newest');
    expect(queries[0].get('limit')).toBe('20');
  });

  it('searches once typing pauses and says when nothing matches', async () => {
    const rows = [user(5), user(3)];
    const queries = serve(rows);
    const { router } = renderApp(PATH);
    await screen.findByText('level3@roda.test');
    const box = screen.getByLabelText('Search');
    await userEvent.setup().type(box, 'level5');
    await waitFor(() => expect(screen.queryByText('level3@roda.test')).toBeNull());
    expect(screen.getByText('level5@roda.test')).toBeInTheDocument();
    expect(queries.filter((q) => q.has('q')).map((q) => q.get('q'))).toEqual(['level5']);
    expect(router.state.location.search).toBe('?q=level5');

    await userEvent.setup().clear(box);
    await userEvent.setup().type(box, 'nobody');
    expect(await screen.findByText('No matches found')).toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('0 users');
  });

  it('speaks Indonesian', async () => {
    serve([user(5, { status: 'pending' })]);
    await changeLanguage('id');
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Manajemen pengguna' })).toBeInTheDocument();
    expect(await screen.findByText('Diundang')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(
      expect.arrayContaining(['Nama', 'Email', 'Level', 'Pemberi dana', 'Status', 'Dibuat']),
    );
  });
});
