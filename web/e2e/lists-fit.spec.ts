/**
 * Collectors' lists fit a laptop (issue 45 item 1), in Chromium against the real server: at
 * 1366×768 with the sidebar open and at 1024×768 with it folded (the header's menu button), in
 * English and in Indonesian, the late list, active borrowers, all billing, the application list,
 * the lender list and e-toll show their table without hiding any of it behind a sideways scroll,
 * the page itself does not scroll sideways, the columns with the money and the next action are on
 * screen, and no word in the table is broken over two lines ("Not ass / ign / ed", "LND- / 03").
 * What no longer fits is in each row's details (its expand button).
 *
 * The rows: a loan handed over weeks ago and never paid (late after the daily job, so it is in
 * every repayment list and in the application list), an e-toll ticket of its unit while the
 * borrower held it, and the demo lenders.
 */
import { expect, test, type Locator, type Page } from './test';
import { handOverWithANewUnit } from './handover-helpers';
import { signIn } from './helpers';
import { Api, jakartaDate, newPendingActivationLoan, runDailyJob } from './loan-helpers';
import { loanAction, openListAt } from './origination-helpers';

const ADMIN = 'admin@roda.test';
const LENDER_STAFF = 'lender@roda.test';

test.describe.configure({ mode: 'serial' });

type Language = 'en' | 'id';

interface List {
  name: string;
  path: string;
  table: string;
  /** The headers of the money and the next action, which must be on screen, per language. */
  keyHeaders: Record<Language, string[]>;
}

const LISTS: List[] = [
  {
    name: 'late list',
    path: '/app/repayment/late',
    table: 'late-table',
    keyHeaders: {
      en: ['Days past due (DPD)', 'Amount overdue', 'Oldest unpaid due date', 'Outstanding (principal + interest)', 'Actions'],
      id: ['Hari Keterlambatan (DPD)', 'Tunggakan', 'Jatuh tempo tertua yang belum dibayar', 'Sisa tagihan (pokok + bunga)', 'Aksi'],
    },
  },
  {
    name: 'active borrowers',
    path: '/app/borrower/active',
    table: 'active-table',
    keyHeaders: {
      en: ['Status', 'Outstanding (principal + interest)', 'Next due date', 'Actions'],
      id: ['Status', 'Sisa tagihan (pokok + bunga)', 'Jatuh tempo berikutnya', 'Aksi'],
    },
  },
  {
    name: 'all billing',
    path: '/app/repayment/all-billing',
    table: 'all-billing-table',
    keyHeaders: {
      en: ['Due date', 'Amount due', 'Amount paid', 'Status', 'Actions'],
      id: ['Jatuh tempo', 'Jumlah tagihan', 'Jumlah dibayar', 'Status', 'Aksi'],
    },
  },
  {
    name: 'application list',
    path: '/app/borrower/application',
    table: 'applications-table',
    keyHeaders: {
      en: ['Status', 'Average monthly income', 'Actions'],
      id: ['Status', 'Rata-rata pendapatan bulanan', 'Aksi'],
    },
  },
  {
    name: 'lender list',
    path: '/app/lender',
    table: 'lenders-table',
    keyHeaders: { en: ['Pending', 'Approved', 'Actions'], id: ['Menunggu', 'Disetujui', 'Aksi'] },
  },
  {
    name: 'e-toll',
    path: '/app/fleet-service/etle',
    table: 'tickets-table',
    keyHeaders: { en: ['Amount', 'Status', 'Actions'], id: ['Nominal', 'Status', 'Tindakan'] },
  },
];

const LAPTOPS = [
  { width: 1366, height: 768, sidebar: 'open' as const },
  { width: 1024, height: 768, sidebar: 'folded' as const },
];

/** The loan of the rows (its ID), made once for the whole file. */
let loanId = '';

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(300_000);
  loanId = await newPendingActivationLoan(request, ADMIN, LENDER_STAFF, 'Siti Rahmawati Kusumaningrum');
  const admin = await Api.signIn(request, ADMIN);
  const { terms } = await admin.get<{ terms: { frequency: string } }>(`/api/v1/loans/${loanId}`);
  const handedOver = jakartaDate(terms.frequency === 'monthly' ? -45 : -20);
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await signIn(page, ADMIN);
  await openListAt(page, '/app/borrower/active', 'Active borrowers', loanId);
  await loanAction(page, loanId, 'Activate');
  const plate = await handOverWithANewUnit(page, loanId, `${handedOver} 10:00`);
  await page.context().close();
  await runDailyJob(admin);
  await admin.post('/api/v1/traffic-tickets', {
    kind: 'etoll',
    plate_number: plate,
    occurred_at: `${jakartaDate(-1)}T08:15:00+07:00`,
    place: 'Gerbang Tol Cikampek Utama, Jawa Barat',
    violation: 'Saldo kartu e-toll tidak cukup',
    amount: 1_250_000,
  });
});

/** Switches the app's language as a staff member does, from the header. */
async function chooseIndonesian(page: Page) {
  await page.getByTestId('language-switch').click();
  await page.getByRole('option', { name: 'Bahasa Indonesia' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
}

/**
 * The words of the table's texts that the browser broke over two lines. A hyphenated word of
 * running text ("e-toll" in a violation) may break after its hyphen, as print does; a code or an
 * ID (a word with a digit: "LND-03", "LN-0000042", an e-mail) and any other word never break.
 */
function brokenWords(table: Locator): Promise<string[]> {
  return table.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    /** The line (its top) each character of `node` from `start` to `end` is drawn on. */
    const linesOf = (node: Node, start: number, end: number) => {
      const tops: (number | null)[] = [];
      for (let i = start; i < end; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        tops.push(rect.width > 0 ? Math.round(rect.top) : null);
      }
      return tops;
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const tops = linesOf(node, word.index, word.index + word[0].length);
        const breaks: number[] = [];
        let last: number | null = null;
        tops.forEach((top, i) => {
          if (top === null) return;
          if (last !== null && top !== last) breaks.push(i);
          last = top;
        });
        if (breaks.length === 0) continue;
        const afterHyphens = breaks.every((i) => word[0][i - 1] === '-');
        if (!afterHyphens || /\d/.test(word[0])) broken.push(word[0]);
      }
    }
    return broken;
  });
}

for (const laptop of LAPTOPS) {
  for (const language of ['en', 'id'] as const) {
    test(`at ${laptop.width}×${laptop.height} with the sidebar ${laptop.sidebar}, in ${language === 'en' ? 'English' : 'Indonesian'}, every list fits`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
      // Signed in at 1366 px: below it the header leaves out the e-mail the sign-in step checks.
      await signIn(page, ADMIN);
      await page.setViewportSize({ width: laptop.width, height: laptop.height });
      if (language === 'id') await chooseIndonesian(page);
      const toggle = page.getByTestId('sider-toggle');
      if (laptop.sidebar === 'folded') {
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByTestId('sider')).toHaveCSS('width', '64px');
      } else {
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      }

      for (const list of LISTS) {
        await test.step(list.name, async () => {
          await page.goto(list.path);
          const table = page.getByTestId(list.table);
          await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
          if (list.table !== 'lenders-table' && list.table !== 'tickets-table') {
            await expect(table.locator(`tr[data-row-key]`).filter({ hasText: loanId }).first()).toBeVisible();
          }
          // No request or font still changing the rows.
          await expect(table.locator('.ant-spin-spinning')).toHaveCount(0);

          const hidden = await table.locator('.ant-table-content').evaluate((el) => el.scrollWidth - el.clientWidth);
          expect(hidden, `${list.name}: the table hides ${hidden} px behind its own scroll`).toBeLessThanOrEqual(1);
          const pageHidden = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(pageHidden, `${list.name}: the page scrolls sideways by ${pageHidden} px`).toBeLessThanOrEqual(1);

          for (const header of list.keyHeaders[language]) {
            const cell = table.getByRole('columnheader', { name: header, exact: true });
            await expect(cell, `${list.name}: "${header}" is a column`).toBeVisible();
            const box = await cell.boundingBox();
            expect(box, `${list.name}: "${header}" has a box`).not.toBeNull();
            expect(box!.x, `${list.name}: "${header}" starts on screen`).toBeGreaterThanOrEqual(0);
            expect(box!.x + box!.width, `${list.name}: "${header}" ends on screen`).toBeLessThanOrEqual(laptop.width + 1);
          }

          expect(await brokenWords(table), `${list.name}: words broken over two lines`).toEqual([]);
        });
      }
      await page.context().close();
    });
  }
}

test('what does not fit is in the row details', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await signIn(page, ADMIN);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.getByTestId('sider-toggle').click();
  await page.goto(`/app/repayment/late?q=${encodeURIComponent(loanId)}`);
  const row = page.locator(`tr[data-row-key="${loanId}"]`);
  await expect(row).toBeVisible();
  // The lender is not a column at this width: it is in the row's details.
  const table = page.getByTestId('late-table');
  await expect(table.getByRole('columnheader', { name: 'Lender', exact: true })).toHaveCount(0);
  await row.getByRole('button', { name: 'Expand row' }).click();
  const details = table.getByTestId('row-details');
  await expect(details).toBeVisible();
  await expect(details.getByTestId('row-detail-lender')).toContainText('Lender');
  await expect(details.getByTestId('row-detail-lender')).not.toContainText('—');
  await page.context().close();
});
