import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

test('partner.localhost shows the partner’s site name and colour; localhost the platform’s', async ({
  page,
  baseURL,
}) => {
  const partner = baseURL!.replace('127.0.0.1', 'partner.localhost');
  await page.goto(`${partner}/`);
  await expect(page.getByRole('heading', { name: '前海智行服务商平台' })).toBeVisible();
  await expect(page).toHaveTitle('前海智行服务商平台');
  const button = page.getByRole('button', { name: /登\s*录/ });
  // The partner's #13a8a8, darkened in its own hue until text on it and it on its tint read at 4.5:1 (WCAG AA).
  await expect(button).toHaveCSS('background-color', 'rgb(14, 121, 121)');
  await signIn(page, 'partner');
  await expect(page.getByLabel('站点名称')).toContainText('前海智行服务商平台');

  await page.goto(`${baseURL}/`);
  await expect(page.getByRole('heading', { name: '商户管理平台' })).toBeVisible();
  await expect(page.getByRole('button', { name: /登\s*录/ })).toHaveCSS(
    'background-color',
    // antd's #1677ff, darkened the same way.
    'rgb(19, 104, 222)',
  );
});
