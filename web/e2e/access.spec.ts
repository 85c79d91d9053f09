import { expect, test } from './test';
import { menuEntries, signIn } from './helpers';

const EVERY_ENTRY = [
  'Home',
  'Loan applications',
  'Loan approval',
  'KYC',
  'Loan contracts',
  'Active borrowers',
  'Normal repayments',
  'Late repayments',
  'All billing',
  'Collections',
  'Reminders',
  'Virtual-account payments',
  'Lender',
  'Motorcycle registration',
  'Handover',
  'Active motorcycles',
  'Active batteries',
  'Service orders',
  'E-toll and ETLE',
  'Data',
  'Accounting',
  'User management',
];

test('level 21 sees every menu entry and the pipeline counts', async ({ page }) => {
  await signIn(page, 'admin@roda.test');
  await expect(page).toHaveURL(/\/app\/home$/);
  expect(await menuEntries(page)).toEqual(EVERY_ENTRY);
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  for (const stage of ['lead', 'application', 'approval', 'kyc', 'contract', 'active']) {
    await expect(page.getByTestId(`stage-${stage}`)).toBeVisible();
  }
  await expect(page.getByText('Level 21')).toBeVisible();
});

test('level 1 sees only Home, active motorcycles and active batteries, and gets 403 elsewhere', async ({ page }) => {
  await signIn(page, 'level1@roda.test');
  expect(await menuEntries(page)).toEqual(['Home', 'Active motorcycles', 'Active batteries']);

  await page.goto('/app/borrower/application');
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  await expect(page.getByText('Access denied', { exact: true })).toBeVisible();
  await expect(page.getByRole('menu')).toBeVisible();

  await page.goto('/app/motorcycle/active');
  await expect(page.getByRole('heading', { name: 'Active motorcycles' })).toBeVisible();
  await expect(page.getByTestId('active-motorcycles-table')).toBeVisible();
});

test('a level without Home lands on its first allowed area', async ({ page }) => {
  await signIn(page, 'level6@roda.test');
  await expect(page).toHaveURL(/\/app\/borrower\/application$/);
  await expect(page.getByRole('heading', { name: 'Loan applications' })).toBeVisible();
});

test('the About page is open to every signed-in user', async ({ page }) => {
  await signIn(page, 'level1@roda.test');
  await page.getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { name: 'About Roda' })).toBeVisible();
  await expect(page.getByTestId('attribution-regions')).toContainText('idn-area-data');
});
