import { expect, type Locator, type Page } from '@playwright/test';

/** The e2e upload fixtures. */
export const FIXTURES = {
  jpg: new URL('./fixtures/photo.jpg', import.meta.url).pathname,
  png: new URL('./fixtures/photo.png', import.meta.url).pathname,
  pdf: new URL('./fixtures/document.pdf', import.meta.url).pathname,
};

/** Monas, Jakarta: dealers of the demo lie within 5 km of it. */
export const MONAS = { latitude: -6.1754, longitude: 106.8272 };

/** The open antd select dropdown. */
function openDropdown(page: Page): Locator {
  return page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
}

/**
 * Chooses `option` in the antd Select labelled `label` (inside `scope`): opens it, types to filter
 * when `search` (long lists are virtual), and clicks the option (the first by its exact title, or
 * whose text matches a pattern), until the select shows it. A click can miss while the form lays
 * itself out again (a field's message appearing or leaving moves the select and its dropdown), or
 * land in another select's list that is still closing, so it tries again rather than fail.
 */
export async function chooseOption(
  scope: Page | Locator,
  label: string,
  option: string | RegExp,
  { search = false }: { search?: boolean } = {},
): Promise<void> {
  await chooseIn(scope.getByLabel(label, { exact: true }), option, { search });
}

/** Chooses `option` in the antd Select whose input is `select`; see {@link chooseOption}. */
export async function chooseIn(
  select: Locator,
  option: string | RegExp,
  { search = false }: { search?: boolean | string } = {},
): Promise<void> {
  const page = select.page();
  // antd puts the chosen option's title on the input's parent, `.ant-select-content`.
  const shown = select.locator('xpath=..');
  const typed = search === true && typeof option === 'string' ? option.slice(0, 12) : search;
  await expect(select).toBeEnabled();
  await expect(async () => {
    if (!(await openDropdown(page).isVisible())) {
      await select.click();
      if (typeof typed === 'string') await select.pressSequentially(typed);
    }
    const options = openDropdown(page).locator('.ant-select-item-option');
    const target = typeof option === 'string' ? options.and(page.locator(`[title="${option}"]`)) : options.filter({ hasText: option });
    await target.first().click({ timeout: 5_000 });
    await expect(shown).toHaveAttribute('title', option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(openDropdown(page)).toBeHidden();
}

/**
 * Types a date (and time) into an antd DatePicker and confirms it; `shown` is how it then reads.
 * Enter may also submit the form around it (a dialog then closes): a picker gone counts as done.
 */
export async function pickDate(scope: Page | Locator, label: string, value: string, shown = value): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect
    .poll(async () => (await input.count()) === 0 || (await input.inputValue({ timeout: 1_000 }).catch(() => '')) === shown, {
      message: `${label} reads ${shown}`,
    })
    .toBe(true);
}

/** The month `months` months before this one (Jakarta): typed `YYYY-MM`, shown 'October 2026'. */
export function monthsAgo(months: number): { typed: string; shown: string } {
  const now = new Date(Date.now() + 7 * 3600 * 1000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  return {
    typed: `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`,
    shown: d.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
}

/** Tomorrow in Jakarta at `time`, as the KYC schedule is typed (`YYYY-MM-DD HH:mm`). */
export function tomorrowAt(time: string): string {
  const d = new Date(Date.now() + 7 * 3600 * 1000 + 24 * 3600 * 1000);
  return `${d.toISOString().slice(0, 10)} ${time}`;
}

/** The error shown under the form field labelled `label`. */
export function fieldError(scope: Page | Locator, label: string): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope
    .locator('.ant-form-item')
    .filter({ has: page.locator(`label:text-is("${label}")`) })
    .locator('.ant-form-item-explain-error:not(.ant-form-show-help-item-leave)');
}
