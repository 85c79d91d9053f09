/** DOM helpers of the origination tests (antd tables, menus, modals). */
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export function tableRow(key: string): HTMLElement {
  const tr = document.querySelector<HTMLElement>(`tr[data-row-key="${key}"]`);
  if (!tr) throw new Error(`no row ${key}`);
  return tr;
}

/** Opens a row's action menu; returns the entries shown (texts). */
export async function openRowMenu(loanId: string, label = 'Actions for'): Promise<string[]> {
  const user = userEvent.setup();
  const trigger = tableRow(loanId).querySelector<HTMLElement>(`button[aria-label="${label} ${loanId}"]`);
  if (!trigger) throw new Error(`no actions for ${loanId}`);
  await user.click(trigger);
  return waitFor(() => {
    const items = openMenuItems();
    if (!items.length) throw new Error('no open menu');
    return items.map((el) => el.textContent ?? '');
  });
}

/** The entries of the menu opened last (earlier menus may still be fading out). */
function openMenuItems(): HTMLElement[] {
  const menus = [...document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden)')];
  const last = menus[menus.length - 1];
  return last ? [...last.querySelectorAll<HTMLElement>('[role="menuitem"]')] : [];
}

/** Clicks the entry `text` of the open row menu. */
export async function clickMenuItem(text: string): Promise<void> {
  const item = await waitFor(() => {
    const found = openMenuItems().find((el) => el.textContent === text);
    if (!found) throw new Error(`no menu item ${text}`);
    return found;
  });
  await userEvent.setup().click(item);
}

/** The open modal (the last one shown), once it shows. */
export async function dialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const all = [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) [role="dialog"]')];
    const found = all[all.length - 1];
    if (!found) throw new Error('no dialog');
    return found;
  });
}

/** The button showing `text`. */
export function button(text: string, container: HTMLElement = document.body): HTMLButtonElement {
  const found = within(container).getAllByText(text, { selector: 'button, button *' })[0]?.closest('button');
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

/** The value of a count card. */
export function count(name: string): string | null | undefined {
  return document.querySelector(`[data-testid="summary-${name}"] .ant-statistic-content-value`)?.textContent;
}

/** Chooses `option` in the antd Select labelled `label` (inside `scope`). */
export async function choose(scope: HTMLElement, label: string, option: string): Promise<void> {
  const user = userEvent.setup();
  await user.click(within(scope).getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find(
      (el) => el.textContent === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(item);
}
