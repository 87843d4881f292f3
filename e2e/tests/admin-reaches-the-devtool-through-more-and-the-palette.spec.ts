import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { sideMenu, signIn, topMenu } from '../support/sign-in';

// Each journey signs in and opens the devtool page: on a loaded 2-core machine that outlasts 30 s.
test.describe.configure({ timeout: 60_000 });

const DEVTOOL = /\/base\/services\/devtool\/parking$/;

/** The popup list a horizontal submenu title names in aria-controls. */
async function popupOf(page: Page, title: ReturnType<Page['getByRole']>) {
  const id = await title.getAttribute('aria-controls');
  return page.locator(`[id="${id}"]`);
}

/**
 * Makes the next key find the page busy, as one with data arriving is: it queues about a second of
 * small tasks. The browser keeps drawing frames between them, while any render React schedules
 * after the key waits behind them all.
 */
async function busyOnNextKey(page: Page) {
  await page.evaluate(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const start = performance.now();
      while (performance.now() - start < 3);
    };
    const queue = () => {
      for (let i = 0; i < 300; i++) channel.port2.postMessage(null);
    };
    window.addEventListener('keydown', queue, { capture: true, once: true });
  });
}

async function expectDevtool(page: Page) {
  await page.waitForURL(DEVTOOL);
  await expect(page.getByRole('form', { name: '模拟车辆' })).toBeVisible();
}

test('admin opens 基础服务 from 更多 with the mouse and reaches the devtool from its sidebar', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const more = topMenu(page).getByRole('menuitem', { name: '更多' });
  await expect(topMenu(page).getByRole('menuitem')).toHaveText([
    '停车',
    '停车商户',
    '停车集团',
    '能源',
    '能源商户',
    '账户',
    '更多',
  ]);
  await more.hover();
  const list = await popupOf(page, more);
  const services = list.getByRole('menuitem', { name: '基础服务' });
  await expect(services).toBeVisible();
  await services.click();
  // The router commits the URL once the screen's lazy chunk has loaded, which on a busy machine can
  // outlast an assertion's 10 s: wait for the navigation itself, within the test's own time.
  await page.waitForURL(/\/base\/services\//);
  // The module opened from 更多 keeps 更多 marked as where the user is.
  await expect(topMenu(page).locator('.ant-menu-submenu-selected')).toHaveText('更多');

  await sideMenu(page).getByRole('menuitem', { name: '开发工具' }).click();
  await sideMenu(page).getByRole('menuitem', { name: '模拟进出场' }).click();
  await expectDevtool(page);
});

test('admin opens 更多 with the keyboard alone', async ({ page }) => {
  await signIn(page, 'admin');
  await topMenu(page).getByRole('menuitem', { name: '停车', exact: true }).focus();
  await page.keyboard.press('End');
  const more = topMenu(page).getByRole('menuitem', { name: '更多' });
  await expect(more).toBeFocused();
  // rc-menu moves the focus a set number of frames after the key; on a busy page the list was not
  // shown by then, and the focus stayed on 更多. The menu now follows up.
  await busyOnNextKey(page);
  await page.keyboard.press('ArrowDown');
  const list = await popupOf(page, more);
  await expect(list.getByRole('menuitem', { name: '支付服务' })).toBeFocused();
  // Esc closes the list and gives the focus back to 更多.
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('menuitem', { name: '支付服务' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(list.getByRole('menuitem', { name: '基础服务' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/base\/services\//);
});

test('admin opens the command palette with Ctrl+K, fetched only then, and reaches the devtool by title', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await signIn(page, 'admin');
  // The palette's code is a chunk of its own, fetched only when it is first wanted.
  expect(scripts.filter((url) => /CommandPalette-/.test(url))).toEqual([]);

  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: '搜索页面' });
  const input = dialog.getByRole('combobox', { name: '搜索页面' });
  await expect(input).toBeFocused();
  expect(scripts.filter((url) => /CommandPalette-/.test(url))).toHaveLength(1);
  await input.fill('模拟进出场');
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await expect(dialog.getByRole('option', { name: /模拟进出场/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectDevtool(page);
});

test('admin opens the palette from the header button, closes it with Esc, finds the devtool by pinyin', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const dialog = page.getByRole('dialog', { name: '搜索页面' });
  const input = dialog.getByRole('combobox', { name: '搜索页面' });
  const button = page.getByRole('button', { name: '搜索页面' });

  await button.click();
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await expect(input).toHaveValue('');
  // The menu a screen sits in finds it too.
  await input.fill('开发工具');
  await expect(dialog.getByRole('option', { name: /模拟进出场/ })).toBeVisible();
  await input.fill('mnjcc');
  await expect(dialog.getByRole('option')).toHaveText([/^模拟进出场/]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expectDevtool(page);
});
