/**
 * User management of issue 12 in Chromium against the real server (`roda serve --demo`, e-mail
 * written to `<data dir>/outbox/*.eml`): the administrator (level 21) invites a staff member at
 * level 5; the invited person activates the account from the e-mailed link and signs in; the
 * administrator changes their level, which ends their session (their next request lands on
 * /login), then disables the account; the audit trail shows the invitation.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from './test';
import { e2eServer } from './servers';
import { uniqueTag } from './applications-helpers';
import { signIn } from './helpers';
import { chooseOption } from './journey-helpers';
import { openModal, signedInPage, toast } from './origination-helpers';

const ADMIN = 'admin@roda.test';
/** The invited person's password: the spec's policy (upper, lower, digit, special, ≥ 8). */
const NEW_PASSWORD = 'Sepeda!Motor2026';

/** This worker's server's outbox (e2e/servers.ts gives each server its data directory). */
function outbox(): string {
  return join(e2eServer(test.info().parallelIndex).dataDir, 'outbox');
}

/** A quoted-printable body as text (lettre encodes the long link line so). */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The app path of the newest activation link e-mailed to `email` (`/activation?token=…`), or null
 * while no such e-mail is in the outbox.
 */
function activationPath(email: string): string | null {
  let files: string[];
  try {
    files = readdirSync(outbox()).filter((name) => name.endsWith('.eml'));
  } catch {
    return null;
  }
  const newestFirst = files
    .map((name) => join(outbox(), name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  const addressed = new RegExp(`^To:.*${email.replace(/[.+]/g, '\\$&')}`, 'mi');
  for (const file of newestFirst) {
    const message = readFileSync(file, 'utf8');
    if (!addressed.test(message)) continue;
    const token = /\/activation\?token=([A-Za-z0-9_-]+)/.exec(decodeQuotedPrintable(message))?.[1];
    if (token) return `/activation?token=${token}`;
  }
  return null;
}

/** The staff table's row of `email`, searched on the server. */
async function staffRow(page: Page, email: string): Promise<Locator> {
  await page.getByTestId('user-search').fill(email);
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByTestId('users-table').locator('tbody tr.ant-table-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

/** Opens the actions of the row of `email` and picks `action`. */
async function staffAction(page: Page, row: Locator, email: string, action: string): Promise<void> {
  await row.getByRole('button', { name: `Actions for ${email}` }).click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: action, exact: true }).click();
}

test('level 21 opens user management and finds an account by searching', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.getByRole('menu').getByRole('link', { name: 'User management' }).click();
  await expect(page).toHaveURL(/\/app\/user-management$/);
  await expect(page.getByRole('heading', { name: 'User management' })).toBeVisible();
  const table = page.getByTestId('users-table');
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);

  await page.getByTestId('user-search').fill('level5');
  await expect(page).toHaveURL(/\?q=level5$/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('level5@roda.test');
  await expect(rows).toContainText('Level 5');
  await expect(page.getByTestId('list-total')).toHaveText('1–1 of 1');
});

test('an administrator invites staff, who activate and sign in; a level change signs them out, then they are disabled and the audit trail shows the invitation', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const email = `e2e-staff-${tag}@roda.test`;
  const name = `E2E Staff ${tag}`;

  // The administrator invites a level-5 staff member.
  const admin = await signedInPage(browser, ADMIN);
  await admin.goto('/app/user-management');
  await expect(admin.getByRole('heading', { name: 'User management' })).toBeVisible();
  await expect(admin.getByRole('tab', { name: 'Audit trail' })).toBeVisible();
  await admin.getByTestId('invite-user').click();
  let modal = openModal(admin);
  await modal.getByLabel('Full name', { exact: true }).fill(name);
  await modal.getByLabel('Email', { exact: true }).fill(email);
  await chooseOption(modal, 'Level', 'Level 5 · Loan and funding operations');
  await modal.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(admin, `Invitation sent to ${email}`)).toBeVisible();
  await expect(modal).toBeHidden();
  let row = await staffRow(admin, email);
  await expect(row.getByTestId('user-status')).toHaveText('Invited');
  await expect(row.getByTestId('user-level')).toContainText('Level 5');
  const userId = await row.getAttribute('data-row-key');
  expect(userId).toBeTruthy();

  // The activation e-mail is in the outbox; its link sets the password.
  await expect.poll(() => activationPath(email), { timeout: 15_000 }).not.toBeNull();
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto(activationPath(email) ?? '/activation');
  await expect(staff.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  await staff.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await staff.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
  await staff.getByRole('button', { name: 'Set password' }).click();
  await expect(staff).toHaveURL(/\/login(\?|$)/);

  // They sign in with it.
  await signIn(staff, email, NEW_PASSWORD);
  await expect(staff.getByTestId('current-user')).toContainText(email);

  // The administrator moves them to level 3: their sessions end.
  await admin.reload();
  row = await staffRow(admin, email);
  await expect(row.getByTestId('user-status')).toHaveText('Active');
  await staffAction(admin, row, email, 'Change level');
  modal = openModal(admin);
  await expect(modal).toContainText('signs the person out everywhere');
  await chooseOption(modal, 'Level', 'Level 3 · Loan operations');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(toast(admin, `${name} is now level 3`)).toBeVisible();
  await expect(row.getByTestId('user-level')).toContainText('Level 3');

  // Their next request is refused: the session is over and they are back at /login.
  const expired = staff.getByText('Your session has expired, please re-login to access.').waitFor({ state: 'visible' });
  await staff.goto('/app/borrower/application');
  await expired;
  await expect(staff).toHaveURL(/\/login(\?|$)/);
  expect(await staff.evaluate(() => localStorage.getItem('user'))).toBeNull();

  // The administrator disables the account (confirmed first); signing in is then refused.
  await staffAction(admin, row, email, 'Disable');
  const confirm = openModal(admin);
  await expect(confirm).toContainText(`Disable ${name}?`);
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(toast(admin, `${name} is disabled`)).toBeVisible();
  await expect(row.getByTestId('user-status')).toHaveText('Disabled');
  await staff.getByLabel('Email', { exact: true }).fill(email);
  await staff.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByTestId('login-error')).toHaveText('Incorrect email or password.');

  // The audit trail holds the invitation, by the administrator, with what was recorded.
  await admin.getByRole('tab', { name: 'Audit trail' }).click();
  await expect(admin).toHaveURL(/[?&]tab=audit/);
  await admin.getByLabel('Record ID', { exact: true }).fill(userId as string);
  await expect(admin).toHaveURL(/[?&]entity_id=/);
  const audit = admin.getByTestId('audit-table');
  // Each change reads as a sentence with the person (issue 45 item 2), never as its code.
  const invitation = audit.locator('tbody tr.ant-table-row').filter({ hasText: 'Admin Roda created a staff account.' });
  await expect(invitation).toHaveCount(1);
  await expect(invitation).toContainText('Staff account');
  await expect(audit).not.toContainText(/user\.(create|update)/);
  // Newest first: the level change and the disabling come above the invitation.
  await expect(audit.locator('tbody tr.ant-table-row').first()).toContainText('Admin Roda changed a staff account.');
  await invitation.getByRole('button', { name: /expand/i }).click();
  await expect(audit.getByTestId('audit-diff').first()).toContainText(email);

  await staffContext.close();
  await admin.context().close();
});
