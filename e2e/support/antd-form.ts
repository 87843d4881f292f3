import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { signIn } from './sign-in';

const DAY_MS = 86_400_000;

/** A day counted from today in Shanghai, as the date pickers show it (YYYY-MM-DD). */
export function shanghaiDay(offsetDays: number): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(
    new Date(Date.now() + offsetDays * DAY_MS),
  );
}

/** Signs out by dropping the session cookies and signs in as another demo account. */
export async function switchAccount(page: Page, account: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/');
  await signIn(page, account);
}

/**
 * A data row holding `text` of the tables on screen. Kept-alive list pages stay in the document,
 * hidden, after the console moves on (up to 5), and their rows may hold the same text.
 */
export const tableRow = (page: Page, text: string): Locator =>
  page.locator('tbody tr.ant-table-row').filter({ visible: true }).filter({ hasText: text });

/** Opens the select of the form item labelled `label` in `scope` and picks the option holding `option`. */
export async function pick(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const select = scope.locator('.ant-form-item', { hasText: label }).locator('.ant-select');
  await select.click();
  // The dropdown renders only the options in view (a virtual list): on a server where earlier
  // specs added rows (merchants, say) the one wanted may sit below them. A searchable select is
  // narrowed to it first; a plain one has no input to type into (antd marks it readonly).
  const search = select.locator('input');
  if ((await search.count()) > 0 && (await search.first().getAttribute('readonly')) === null) {
    await search.first().fill(option);
  }
  // Only the open dropdown: a closed one of another select keeps its options in the page.
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option-content', { hasText: option })
    .first()
    .click();
}

/** Types a time into an antd DatePicker (showTime) and confirms it with 确定. */
export async function pickTime(page: Page, form: Locator, label: string, text: string): Promise<void> {
  const input = form.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(text);
  await page
    .locator('.ant-picker-dropdown:visible')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(input).toHaveValue(text);
}
