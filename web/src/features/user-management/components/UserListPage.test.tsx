import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { button, choose, clickMenuItem, dialog, tableRow } from '../../../test/dom';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { serveSession } from '../../../test/loans';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import { ADMIN_AREAS, LENDER, member, memberId, serveStaff } from '../testing/fixtures';

configure({ asyncUtilTimeout: 15_000 });

const PATH = '/app/user-management';

/** The row of an account, once the table shows it. */
const row = (n: number) => waitFor(() => tableRow(memberId(n)));

/** The entries of the open row menu (earlier menus may still be fading out). */
function openMenuItems(): string[] {
  const menus = [...document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden)')];
  return [...(menus[menus.length - 1]?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])].map((el) => el.textContent ?? '');
}

/** Opens the actions of the account `level{n}@roda.test` ("Actions for …" its e-mail); returns the entries. */
async function openMenu(n: number, email = `level${n}@roda.test`): Promise<string[]> {
  await userEvent.setup().click(within(tableRow(memberId(n))).getByRole('button', { name: `Actions for ${email}` }));
  return waitFor(() => {
    const items = openMenuItems();
    if (!items.length) throw new Error('no open menu');
    return items;
  });
}

describe('staff list', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveSession({ areas: ADMIN_AREAS, level: 21 });
  });

  it('shows each account: name and e-mail, level with its name, lender, status, last sign-in and creation in Jakarta time', async () => {
    const queries = serveStaff([
      member(5, { username: 'lima', lender_id: LENDER.id, lender_name: LENDER.name }),
      member(3, { status: 'pending', last_sign_in_at: null }),
      member(21, { status: 'disabled' }),
    ]);
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'User management' })).toBeInTheDocument();
    const five = within(await row(5));
    expect(five.getByText('Staff Level 5')).toBeInTheDocument();
    expect(five.getByText('level5@roda.test')).toBeInTheDocument();
    expect(five.getByText(/lima/)).toBeInTheDocument();
    expect(five.getByTestId('user-level')).toHaveTextContent('Level 5Loan and funding operations');
    expect(five.getByText('Dana Maju')).toBeInTheDocument();
    expect(five.getByTestId('user-status')).toHaveTextContent('Active');
    expect(five.getByText('21 Nov 2026 09:30 WIB')).toBeInTheDocument();
    expect(five.getByText('20 Nov 2026 10:00 WIB')).toBeInTheDocument();

    const three = within(tableRow(memberId(3)));
    expect(three.getByTestId('user-status')).toHaveTextContent('Invited');
    expect(three.getByText('In-house')).toBeInTheDocument();
    expect(within(tableRow(memberId(21))).getByTestId('user-level')).toHaveTextContent('Level 21Administrator');
    expect(within(tableRow(memberId(21))).getByTestId('user-status')).toHaveTextContent('Disabled');
    expect(screen.getByTestId('list-total')).toHaveTextContent('1–3 of 3');
    expect(queries[0].get('sort')).toBe('newest');
    expect(queries[0].get('limit')).toBe('20');
  });

  it('sends the search, level, status and lender filters, keeps them in the URL and clears them', async () => {
    const queries = serveStaff([member(5, { lender_id: LENDER.id, lender_name: LENDER.name }), member(3, { status: 'pending' })]);
    const { router } = renderApp(`${PATH}?level=5&lender_id=${LENDER.id}`);
    await row(5);
    expect(queries[0].get('level')).toBe('5');
    expect(queries[0].get('lender_id')).toBe(LENDER.id);
    expect(queries[0].has('status')).toBe(false);

    await choose(document.body, 'Status', 'Invited');
    await waitFor(() => expect(queries[queries.length - 1].get('status')).toBe('pending'));
    expect(queries[queries.length - 1].get('level')).toBe('5');
    expect(await screen.findByText('No matches found')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?level=5&status=pending&lender_id=${LENDER.id}`);

    const user = userEvent.setup();
    await user.click(screen.getByText('Clear filters'));
    await waitFor(() => tableRow(memberId(3)));
    const last = queries[queries.length - 1];
    expect(['level', 'status', 'lender_id', 'q'].filter((key) => last.has(key))).toEqual([]);

    await user.type(screen.getByLabelText('Search'), 'level3');
    await waitFor(() => expect(queries[queries.length - 1].get('q')).toBe('level3'));
    await waitFor(() => expect(() => tableRow(memberId(5))).toThrow());
    await choose(document.body, 'Level', 'Level 3 · Loan operations');
    await waitFor(() => expect(queries[queries.length - 1].get('level')).toBe('3'));
    expect(queries[queries.length - 1].get('q')).toBe('level3');
  });

  it("offers exactly the actions of each account's allowed_actions", async () => {
    serveStaff([
      member(5, { status: 'pending', allowed_actions: ['edit', 'change_level', 'disable', 'resend_activation'] }),
      member(4, { status: 'disabled', allowed_actions: ['edit', 'change_level', 'enable'] }),
      member(21, { email: 'admin@roda.test', allowed_actions: ['edit'] }),
      member(15, { allowed_actions: [] }),
    ]);
    renderApp(PATH);
    await row(5);
    expect(await openMenu(5)).toEqual([
      'Edit name',
      'Change level',
      'Disable',
      'Resend activation',
    ]);
    expect(await openMenu(4)).toEqual(['Edit name', 'Change level', 'Enable']);
    // Their own account (or the last administrator): the name only.
    expect(await openMenu(21, 'admin@roda.test')).toEqual(['Edit name']);
    // Out of the caller's reach: no menu at all.
    expect(within(tableRow(memberId(15))).queryByRole('button')).toBeNull();
  });

  it('invites staff: checks the form, shows the server field errors on their fields, then sends the invitation once', async () => {
    serveStaff([member(5)]);
    const bodies: unknown[] = [];
    const keys: (string | null)[] = [];
    let answer: 'taken' | 'not_grantable' | 'ok' = 'taken';
    server.use(
      http.post('/api/v1/users', async ({ request }) => {
        const body = (await request.json()) as { email: string; level: number };
        bodies.push(body);
        keys.push(request.headers.get('Idempotency-Key'));
        if (answer === 'taken') {
          return envelope(null, 422, 'Email already registered', [{ field: 'email', code: 'email_taken', message: 'Email already registered' }]);
        }
        if (answer === 'not_grantable') {
          return envelope(null, 403, 'You can only grant a level whose access you have yourself.', [
            { field: 'level', code: 'level_not_grantable', message: 'You can only grant a level whose access you have yourself; only level 21 grants level 21.' },
          ]);
        }
        return envelope(member(7, { email: body.email, status: 'pending' }), 201, 'Created');
      }),
    );
    renderApp(PATH);
    await row(5);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('invite-user'));
    const modal = await dialog();
    await user.click(button('Send invitation', modal));
    expect(await within(modal).findByText('Fill in full name')).toBeInTheDocument();
    expect(within(modal).getByText('Fill in email')).toBeInTheDocument();
    expect(within(modal).getByText("Choose the staff member's level")).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(modal).getByLabelText('Full name'), '  Rina Wulandari ');
    await user.type(within(modal).getByLabelText('Email'), 'rina@roda.test');
    await choose(modal, 'Level', 'Level 5 · Loan and funding operations');
    await user.click(button('Send invitation', modal));
    expect(await within(modal).findByText('Email already registered')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'rina@roda.test', full_name: 'Rina Wulandari', level: 5 }]);

    answer = 'not_grantable';
    await user.click(button('Send invitation', modal));
    expect(
      await within(modal).findByText('You can only grant a level whose access you have yourself; only level 21 grants level 21.'),
    ).toBeInTheDocument();
    // The same body again: the same key, so the server never invites twice.
    expect(keys[1]).toBe(keys[0]);

    answer = 'ok';
    await choose(modal, 'Lender', 'Dana Maju');
    await user.type(within(modal).getByLabelText('Phone (optional)'), '0812 1000 2000');
    await user.click(button('Send invitation', modal));
    expect(await screen.findByText('Invitation sent to rina@roda.test')).toBeInTheDocument();
    expect(bodies[2]).toEqual({ email: 'rina@roda.test', full_name: 'Rina Wulandari', level: 5, lender_id: LENDER.id, phone: '0812 1000 2000' });
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[2]).toBeTruthy();
  });

  it("keeps a funder's manager to its own funder: the lender is preselected, locked and sent", async () => {
    serveSession({ areas: ADMIN_AREAS, level: 15, lender: { id: LENDER.id, name: LENDER.name } });
    serveStaff([member(5, { lender_id: LENDER.id, lender_name: LENDER.name })]);
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/users', async ({ request }) => {
        const body = (await request.json()) as { email: string };
        bodies.push(body);
        return envelope(member(7, { email: body.email, status: 'pending', lender_id: LENDER.id }), 201, 'Created');
      }),
    );
    renderApp(PATH);
    await row(5);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('invite-user'));
    const modal = await dialog();
    expect(within(modal).getByText('Your own funder: you manage only its staff.')).toBeInTheDocument();
    expect(within(modal).getByText('Dana Maju')).toBeInTheDocument();
    expect(within(modal).getByLabelText('Lender')).toBeDisabled();
    await user.type(within(modal).getByLabelText('Full name'), 'Staf Dana');
    await user.type(within(modal).getByLabelText('Email'), 'staf@roda.test');
    await choose(modal, 'Level', 'Level 5 · Loan and funding operations');
    await user.click(button('Send invitation', modal));
    expect(await screen.findByText('Invitation sent to staf@roda.test')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'staf@roda.test', full_name: 'Staf Dana', level: 5, lender_id: LENDER.id }]);
  });

  it('says plainly that the last administrator cannot be disabled', async () => {
    serveStaff([member(21, { allowed_actions: ['edit', 'change_level', 'disable'] })]);
    const calls: unknown[] = [];
    server.use(
      http.post('/api/v1/users/:id/disable', async ({ request, params }) => {
        calls.push({ id: params.id, body: await request.json() });
        return envelope(null, 409, 'Conflict', [{ field: null, code: 'last_admin', message: 'Conflict' }]);
      }),
    );
    renderApp(PATH);
    await row(21);
    await openMenu(21);
    await clickMenuItem('Disable');
    const modal = await dialog();
    expect(within(modal).getAllByText('Disable Staff Level 21?').length).toBeGreaterThan(0);
    await userEvent.setup().click(button('Disable', modal));
    expect(await screen.findByText('The action could not be done')).toBeInTheDocument();
    expect(screen.getByText(/^This is the last active administrator \(level 21\)/)).toBeInTheDocument();
    expect(calls).toEqual([{ id: memberId(21), body: {} }]);
  });

  it('disables and enables after confirming, and sends the activation again', async () => {
    const rows = [member(5), member(4, { status: 'disabled', allowed_actions: ['enable'] }), member(3, { status: 'pending', allowed_actions: ['resend_activation'] })];
    serveStaff(rows);
    const posted: string[] = [];
    server.use(
      http.post('/api/v1/users/:id/:action', ({ params }) => {
        posted.push(`${String(params.action)} ${String(params.id)}`);
        return envelope(params.action === 'resend-activation' ? {} : member(5));
      }),
    );
    renderApp(PATH);
    await row(5);
    const user = userEvent.setup();
    await openMenu(5);
    await clickMenuItem('Disable');
    await user.click(button('Disable', await dialog()));
    expect(await screen.findByText('Staff Level 5 is disabled')).toBeInTheDocument();

    await openMenu(4);
    await clickMenuItem('Enable');
    await user.click(button('Enable', await dialog()));
    expect(await screen.findByText('Staff Level 4 is enabled')).toBeInTheDocument();

    await openMenu(3);
    await clickMenuItem('Resend activation');
    expect(await screen.findByText('Activation e-mail sent again to level3@roda.test')).toBeInTheDocument();
    expect(posted).toEqual([`disable ${memberId(5)}`, `enable ${memberId(4)}`, `resend-activation ${memberId(3)}`]);
  });

  it('changes the level and lender with the version read, and tells a stale version', async () => {
    serveStaff([member(5, { version: 3, lender_id: LENDER.id, lender_name: LENDER.name })]);
    const bodies: unknown[] = [];
    let stale = false;
    server.use(
      http.put('/api/v1/users/:id', async ({ request }) => {
        bodies.push(await request.json());
        if (stale) return envelope(null, 409, 'Conflict', [{ field: null, code: 'version_conflict', message: 'Conflict' }]);
        return envelope(member(5, { level: 3, version: 4 }));
      }),
    );
    renderApp(PATH);
    await row(5);
    const user = userEvent.setup();
    await openMenu(5);
    await clickMenuItem('Change level');
    let modal = await dialog();
    expect(within(modal).getByText(/signs the person out everywhere/)).toBeInTheDocument();
    await choose(modal, 'Level', 'Level 3 · Loan operations');
    // Cleared: in-house staff again (`lender_id: null`).
    await user.click(within(modal).getByLabelText('close-circle'));
    await user.click(button('Save', modal));
    expect(await screen.findByText('Staff Level 5 is now level 3')).toBeInTheDocument();
    expect(bodies).toEqual([{ version: 3, level: 3, lender_id: null }]);

    stale = true;
    await openMenu(5);
    await clickMenuItem('Edit name');
    modal = await dialog();
    const name = within(modal).getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Staf Lima');
    await user.click(button('Save', modal));
    expect(await screen.findByText('Someone else changed this account meanwhile. The list has been reloaded: check it and try again.')).toBeInTheDocument();
    expect(bodies[1]).toEqual({ version: 3, full_name: 'Staf Lima' });
  });

  it('speaks Indonesian', async () => {
    serveStaff([member(5, { status: 'pending' })]);
    await changeLanguage('id');
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Manajemen pengguna' })).toBeInTheDocument();
    expect(await screen.findByText('Diundang')).toBeInTheDocument();
    expect(screen.getByText('Undang staf')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(
      expect.arrayContaining(['Nama', 'Level', 'Pemberi dana', 'Status', 'Terakhir masuk', 'Dibuat', 'Aksi']),
    );
  });
});
