import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { button, choose, dialog, tableRow } from '../../../test/dom';
import { serveSession } from '../../../test/loans';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import { ADMIN_AREAS, LENDER_A, LENDER_B, lenderRow } from '../testing/fixtures';

const PATH = '/app/lender';

configure({ asyncUtilTimeout: 15_000 });

/** Answers the lender list with `rows`, and records each query. */
function serveLenders(rows = [lenderRow(LENDER_A), lenderRow(LENDER_B, { kind: 'p2p_lending', status: 'inactive', allowed_actions: [] })]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/lenders', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const q = params.get('q')?.toLowerCase();
      return envelope(rows.filter((row) => !q || row.name.toLowerCase().includes(q) || row.code.toLowerCase().includes(q)));
    }),
  );
  return queries;
}

describe('lender list', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
  });

  it('shows each lender with its kind, status, contact, staff and totals in rupiah; edit only where allowed', async () => {
    serveSession({ areas: ADMIN_AREAS, level: 21 });
    serveLenders();
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Lender' })).toBeInTheDocument();
    const first = within(await waitFor(() => tableRow(LENDER_A.id)));
    expect(first.getByText('Bank channeling')).toBeInTheDocument();
    expect(first.getByTestId('lender-status')).toHaveTextContent('Active');
    expect(first.getByText('funding@example.co.id')).toBeInTheDocument();
    expect(first.getByTestId('staff-count')).toHaveTextContent('2');
    expect(first.getByTestId('total-pending')).toHaveTextContent('2');
    expect(first.getByTestId('total-pending')).toHaveTextContent('Rp 48.000.000');
    expect(first.getByTestId('total-approved')).toHaveTextContent('Rp 120.000.000');
    expect(first.getByTestId('total-rejected')).toHaveTextContent('Rp 3.000.000');
    expect(first.getByRole('button', { name: 'Edit Bank Sinar' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Open Bank Sinar' })).toHaveAttribute('href', `/app/lender/${LENDER_A.id}`);

    const second = within(tableRow(LENDER_B.id));
    expect(second.getByText('P2P lending platform')).toBeInTheDocument();
    expect(second.getByTestId('lender-status')).toHaveTextContent('Inactive');
    // Its allowed_actions hold no "edit": open only.
    expect(second.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(second.getByRole('link', { name: 'Open Koperasi Maju' })).toBeInTheDocument();
    expect(screen.getByTestId('new-lender')).toBeInTheDocument();
  });

  it('searches on the server once typing pauses, and filters by status from the URL', async () => {
    serveSession({ areas: ADMIN_AREAS, level: 21 });
    const queries = serveLenders();
    renderApp(`${PATH}?status=active`);
    await waitFor(() => tableRow(LENDER_A.id));
    expect(queries[0].get('status')).toBe('active');
    expect(queries[0].has('q')).toBe(false);
    // The list is not paged: no limit, no sort.
    expect(queries[0].has('limit')).toBe(false);
    expect(queries[0].has('sort')).toBe(false);

    const user = userEvent.setup();
    await user.type(screen.getByTestId('lender-search'), 'koperasi');
    await waitFor(() => expect(queries[queries.length - 1].get('q')).toBe('koperasi'));
    // The server is asked once typing pauses, not at every key.
    expect(queries.filter((q) => q.has('q')).length).toBeLessThan('koperasi'.length);
    await waitFor(() => expect(() => tableRow(LENDER_A.id)).toThrow());
    expect(tableRow(LENDER_B.id)).toBeInTheDocument();
  });

  it('creates a lender: the code is checked before the server is asked, and the server message is shown', async () => {
    serveSession({ areas: ADMIN_AREAS, level: 21 });
    serveLenders();
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/lenders', async ({ request }) => {
        const body = (await request.json()) as { name: string };
        bodies.push(body);
        return envelope(lenderRow({ id: 'new-id', name: body.name }), 201, `Lender ${body.name} created`);
      }),
    );
    renderApp(PATH);
    await waitFor(() => tableRow(LENDER_A.id));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('new-lender'));
    const modal = await dialog();
    await user.click(button('Save', modal));
    expect(await within(modal).findByText('Please fill in the name')).toBeInTheDocument();
    expect(within(modal).getByText('Please fill in the code')).toBeInTheDocument();
    expect(within(modal).getByText('Please choose the type')).toBeInTheDocument();

    await user.type(within(modal).getByLabelText('Name'), 'Dana Nusantara');
    await user.type(within(modal).getByLabelText('Code'), 'd');
    await user.type(within(modal).getByLabelText('Contact email'), 'not-an-email');
    await user.click(button('Save', modal));
    expect(await within(modal).findByText('Use 2 to 20 capital letters, digits, "-" or "_"')).toBeInTheDocument();
    expect(within(modal).getByText('Fill in with a valid email address.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    // Typed in lower case, sent in capitals.
    await user.type(within(modal).getByLabelText('Code'), 'n-01');
    await user.clear(within(modal).getByLabelText('Contact email'));
    await choose(modal, 'Type', 'Multifinance');
    await user.click(button('Save', modal));
    await waitFor(() =>
      expect(bodies).toEqual([
        // The type picks its quality regime unless one was chosen (issue 41 item 6).
        {
          name: 'Dana Nusantara',
          legal_name: null,
          code: 'DN-01',
          kind: 'multifinance',
          status: 'active',
          contact_email: null,
          contact_phone: null,
          quality_regime: 'multifinance',
        },
      ]),
    );
    expect(await screen.findByText('Lender Dana Nusantara created')).toBeInTheDocument();
  });

  it('shows lender staff only what the server sends, with no "New lender" and no edit, in Indonesian too', async () => {
    serveSession({ areas: ['lender', 'borrower/approval'], level: 5, lender: LENDER_A });
    serveLenders([lenderRow(LENDER_A, { allowed_actions: [] })]);
    renderApp(PATH);
    await waitFor(() => tableRow(LENDER_A.id));
    expect(screen.queryByTestId('new-lender')).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByText('New lender')).toBeNull();

    await changeLanguage('id');
    expect(await screen.findByRole('link', { name: 'Buka Bank Sinar' })).toBeInTheDocument();
    expect(screen.queryByText('Pemberi dana baru')).toBeNull();
  });
});
