import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { envelope, server } from '../../test/server';
import { spyOnEffects, storeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { changeLanguage } from '../../lib/i18n';
import { readStoredUser } from '../../lib/storage';

const LEVEL_1_AREAS = ['home', 'motorcycle/active', 'motorcycle/detail', 'battery/active', 'battery/detail'];
const LEVEL_6_AREAS = ['borrower/application', 'borrower/approval', 'repayment/normal', 'lender', 'data'];

/** Answers crypt/de and /me for a staff member with the given level and areas. */
function serveSession(level: number, areas: string[]) {
  const calls: string[] = [];
  server.use(
    http.post('/api/crypt/de', async ({ request }) => {
      calls.push(`de:${((await request.json()) as { string: string }).string}`);
      return envelope(level);
    }),
    http.get('/api/v1/me', () => {
      calls.push('me');
      return envelope({
        id: 'u1',
        email: `level${level}@roda.test`,
        full_name: `Staff Level ${level}`,
        level,
        areas,
        lender_id: null,
        lender_name: null,
      });
    }),
    http.get('/api/v1/home/summary', () =>
      envelope({ stages: ['lead', 'application', 'approval', 'kyc', 'contract', 'active'].map((stage) => ({ stage, count: 0 })) }),
    ),
  );
  return calls;
}

describe('session and area guards', () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
  });

  it('sends a visitor without a stored user to /login', async () => {
    const { router } = renderApp('/app/home');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([['7'], [7]])('clears credentials with a readable stored level (%j) and goes to /login', async (level) => {
    storeUser({ level: level as string });
    const calls = serveSession(1, LEVEL_1_AREAS);
    const { router } = renderApp('/app/home');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(readStoredUser()).toBeNull());
    expect(router.state.location.pathname).toBe('/login');
    expect(calls).toEqual([]);
  });

  it('reads the sealed level, loads /me and shows only the allowed menu entries', async () => {
    storeUser();
    const calls = serveSession(1, LEVEL_1_AREAS);
    renderApp('/app/home');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    // Both at once (issue 46 item 4), so in either order.
    expect([...calls].sort()).toEqual(['de:sealed.level.v1', 'me']);
    const menu = screen.getByRole('menu');
    const entries = within(menu).getAllByRole('link').map((a) => a.textContent);
    expect(entries).toEqual(['Home', 'Active motorcycles', 'Active batteries']);
    expect(screen.getByText('Level 1')).toBeInTheDocument();
    expect(await screen.findAllByText('0')).toHaveLength(6);
  });

  it('shows the 403 page inside the layout for a forbidden area', async () => {
    storeUser();
    serveSession(1, LEVEL_1_AREAS);
    renderApp('/app/borrower/application');
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('opens the screen of an allowed area', async () => {
    storeUser();
    serveSession(1, LEVEL_1_AREAS);
    server.use(
      http.get('/api/v1/motorcycles', () => envelope({ items: [], next_cursor: null, total: 0, total_capped: false })),
      http.get('/api/v1/motorcycle-types', () => envelope([])),
    );
    renderApp('/app/motorcycle/active');
    expect(await screen.findByRole('heading', { name: 'Active motorcycles' })).toBeInTheDocument();
    expect(await screen.findByTestId('active-motorcycles-table')).toBeInTheDocument();
  });

  it('opens the first allowed area when the level has no Home', async () => {
    storeUser();
    serveSession(6, LEVEL_6_AREAS);
    const { router } = renderApp('/app');
    expect(await screen.findByRole('heading', { name: 'Loan applications' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/borrower/application');
  });

  it('clears credentials when the sealed level cannot be read', async () => {
    storeUser();
    serveSession(1, LEVEL_1_AREAS);
    server.use(http.post('/api/crypt/de', () => envelope(null, 400, 'The stored level could not be read.')));
    const { router } = renderApp('/app/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readStoredUser()).toBeNull();
  });

  it('follows the language switch in the menu and headings', async () => {
    storeUser();
    serveSession(1, LEVEL_1_AREAS);
    renderApp('/app/home');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await changeLanguage('id');
    expect(await screen.findByRole('heading', { name: 'Beranda' })).toBeInTheDocument();
    expect(within(screen.getByRole('menu')).getByText('Motor aktif')).toBeInTheDocument();
  });
});
