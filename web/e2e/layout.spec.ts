/**
 * Layouts at laptop and desktop widths (issue 8, item 6): screenshots of the sign-in page, Home
 * and the application list (which fits, issue 45 item 1) at 1024, 1366 and 1920 px compared with the committed baselines
 * (e2e/layout.spec.ts-snapshots; after an intended change: `npx playwright test layout
 * --update-snapshots` and look at the new images), and the sidebar that folds (remembered) and
 * becomes a drawer below 992 px.
 *
 * Stable images: the list answers from fixed data (page.route), Home's counts (which other
 * tests change) are masked, animations are off, and each test starts with fresh storage.
 */
import { expect, test, type Page } from './test';
import { StaffApi, createDraft, demoRefs } from './applications-helpers';
import { DEMO_PASSWORD } from './helpers';

const ACCOUNT = 'admin@roda.test';

const VIEWPORTS = [
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

const SCREENSHOT = { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 } as const;

function row(n: number, status: 'draft' | 'unverified' | 'verified', name: string, income: number | null) {
  return {
    loan_id: `LN-000090${n}`,
    borrower_id: `BR-000090${n}`,
    full_name: name,
    email: `${name.split(' ')[0].toLowerCase()}@example.com`,
    program: { id: 'p1', name: 'Ojol Motor Listrik' },
    partner: { id: 'pa1', name: 'Gojek' },
    pic: n === 1 ? null : { id: 's1', name: 'Staff Level 9' },
    status,
    display_status: status,
    lead_status: 'qualified',
    kyc_scheduled_at: null,
    approval_status: null,
    average_monthly_income: income,
    sales_name: null,
    registered_at: `2026-11-0${n}T03:00:00Z`,
    updated_at: `2026-11-0${n}T03:00:00Z`,
    version: 1,
    allowed_actions: status === 'unverified' ? ['verify', 'delete'] : ['delete'],
  };
}

const ROWS = [
  row(1, 'draft', 'Budi Santoso', null),
  row(2, 'unverified', 'Siti Rahmawati Kusumaningrum', 6_500_000),
  row(3, 'verified', 'Agus Prasetyo', 12_250_000),
];

/** The application list and its counts answer fixed data, whatever other tests created. */
async function fixedApplications(page: Page) {
  await page.route(
    (url) => url.pathname === '/api/v1/loan-applications',
    (route) => route.fulfill({ json: { code: 200, msg: 'OK', data: { items: ROWS, next_cursor: null, total: 3, total_capped: false } } }),
  );
  await page.route(
    (url) => url.pathname === '/api/v1/loan-applications/summary',
    (route) => route.fulfill({ json: { code: 200, msg: 'OK', data: { total: 3, last_7_days: 0, draft: 1, unverified: 1, verified: 1 } } }),
  );
}

/** A fixed home summary (every part present), so the layout baseline does not move with the data
 * other specs create on the shared server. */
async function fixedHomeSummary(page: Page) {
  const ca = (count: number, amount: number) => ({ count, amount });
  const data = {
    stages: ['lead', 'application', 'approval', 'kyc', 'contract', 'active'].map((stage, k) => ({ stage, count: 10 + k })),
    today: { due: ca(12, 3_600_000), collected: ca(9, 2_700_000) },
    late_buckets: [
      { bucket: '1_30', ...ca(7, 2_100_000) },
      { bucket: '31_60', ...ca(3, 1_500_000) },
      { bucket: '61_90', ...ca(2, 1_200_000) },
      { bucket: 'over_90', ...ca(1, 900_000) },
    ],
    to_hand_over: 4,
  };
  await page.route(
    (url) => url.pathname === '/api/v1/home/summary',
    (route) => route.fulfill({ json: { code: 200, msg: 'OK', data } }),
  );
}

async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\/.+/);
  await expect(page.getByTestId('current-user')).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the sign-in page', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(page).toHaveScreenshot(`login-${viewport.width}.png`, SCREENSHOT);
    });

    test('home', async ({ page }) => {
      await fixedHomeSummary(page);
      await signInAs(page, ACCOUNT);
      await page.goto('/app/home');
      await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
      await expect(page.locator('.ant-statistic-content').first()).toBeVisible();
      await expect(page).toHaveScreenshot(`home-${viewport.width}.png`, {
        ...SCREENSHOT,
        mask: [page.locator('.ant-statistic-content')],
      });
    });

    test('the application list', async ({ page }) => {
      await fixedApplications(page);
      await signInAs(page, ACCOUNT);
      await page.goto('/app/borrower/application');
      await expect(page.getByText('Siti Rahmawati Kusumaningrum')).toBeVisible();
      // No control of the toolbar is squeezed: each keeps one line of text.
      for (const control of await page.getByTestId('list-toolbar').locator('.ant-select, .ant-input-affix-wrapper').all()) {
        expect((await control.boundingBox())?.height ?? 0, 'a toolbar control wraps its text').toBeLessThan(40);
      }
      // The table fits (issue 45 item 1): nothing hidden behind its own scroll, and its column
      // titles wrap between words only (a word split over two lines has two client rectangles).
      const table = page.getByTestId('applications-table');
      expect(await table.locator('.ant-table-content').evaluate((el) => el.scrollWidth - el.clientWidth), 'the table scrolls sideways').toBeLessThanOrEqual(1);
      const split = await table.locator('thead').evaluate((root) => {
        const broken: string[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            if (range.getClientRects().length > 1) broken.push(match[0]);
          }
        }
        return broken;
      });
      expect(split, 'a column title splits a word').toEqual([]);
      await expect(page).toHaveScreenshot(`applications-${viewport.width}.png`, SCREENSHOT);
    });
  });
}

test.describe('the sidebar', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('folds to its icons, is remembered, and unfolds again', async ({ page }) => {
    await signInAs(page, ACCOUNT);
    const sider = page.getByTestId('sider');
    const wide = (await sider.boundingBox())?.width ?? 0;
    expect(wide).toBeGreaterThan(200);

    await page.getByRole('button', { name: 'Fold the menu' }).click();
    await expect.poll(async () => (await sider.boundingBox())?.width ?? 0).toBeLessThan(100);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Unfold the menu' })).toBeVisible();
    await expect.poll(async () => (await sider.boundingBox())?.width ?? 0).toBeLessThan(100);
    // Folded, an entry is still reachable (icon with its title).
    await page.getByRole('menuitem').filter({ has: page.getByRole('img', { name: 'form' }) }).click();
    await expect(page).toHaveURL(/\/app\/borrower\/application$/);

    await page.getByRole('button', { name: 'Unfold the menu' }).click();
    await expect.poll(async () => (await sider.boundingBox())?.width ?? 0).toBeGreaterThan(200);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Fold the menu' })).toBeVisible();
  });

  test('is a drawer below 992 px', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 768 });
    await signInAs(page, ACCOUNT);
    await expect(page.getByTestId('sider')).toHaveCount(0);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Loan applications' }).click();
    await expect(page).toHaveURL(/\/app\/borrower\/application$/);
    await expect(page.getByRole('heading', { name: 'Loan applications' })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});

test('the application steps keep every word whole from 1024 to 1093 px', async ({ page, request }) => {
  const api = await StaffApi.signIn(request, 'level3@roda.test');
  const loanId = await createDraft(api, await demoRefs(api), 'Layout Steps');
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAs(page, 'level3@roda.test');
  for (const width of [1024, 1050, 1093]) {
    await page.setViewportSize({ width, height: 768 });
    await page.goto(`/app/borrower/application/${loanId}`);
    const steps = page.getByTestId('application-steps');
    await expect(steps).toContainText('Financial and performance');
    // A word split over two lines has two client rectangles.
    const split = await steps.evaluate((root) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (range.getClientRects().length > 1) broken.push(match[0]);
        }
      }
      return broken;
    });
    expect(split, `words split at ${width} px`).toEqual([]);
  }
});
