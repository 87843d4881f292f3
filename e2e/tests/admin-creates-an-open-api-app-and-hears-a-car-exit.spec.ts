import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { apiCall, apiToken } from '../support/api';
import { expect as baseExpect, test } from '../support/fixtures';
import { addStandardCharge } from '../support/parking';
import { signIn } from '../support/sign-in';

// Lazy screens on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The app's callback receiver: a small HTTP server inside the test, answering 200. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/open-callback`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The five signed lines of the OpenAPI document: method, path with query, timestamp, nonce, body hash. */
function signature(
  secret: string,
  parts: { method: string; path: string; timestamp: string; nonce: string; body: string },
) {
  const hash = createHash('sha256').update(parts.body).digest('hex');
  const canonical = [parts.method, parts.path, parts.timestamp, parts.nonce, hash].join('\n');
  return createHmac('sha256', secret).update(canonical).digest('hex');
}

function signedHeaders(app: { key: string; secret: string }, path: string) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    'x-app-id': app.key,
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-signature': signature(app.secret, { method: 'GET', path, timestamp, nonce, body: '' }),
  };
}

/** The list's data row holding `text`. */
const tableRow = (page: Page, text: string) =>
  page.locator('tbody tr.ant-table-row').filter({ hasText: text });

test('admin creates an open-API app, calls the API signed with its secret and hears a car exit', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const receiver = await startReceiver();
  try {
    const suffix = String(Date.now()).slice(-5);
    const admin = await apiToken(request, 'admin');
    const merchant = await apiToken(request, 'merchant');
    const park = await apiCall(request, merchant, 'POST', 'park/create', {
      name: `开放平台车场${suffix}`,
      area_code: '440304',
      address: '深圳市福田区福华三路 88 号',
      total_spaces: 80,
      charge_mode: 1,
    });
    await addStandardCharge(request, merchant, park.id);
    const { g_park_uuid: parkUuid } = await apiCall(request, merchant, 'GET', `park/detail?id=${park.id}`);

    // 新增应用: saved, then its AppSecret shown once.
    await signIn(page, 'admin', { at: '/base/services/keychain/app/list' });
    // The first lazy screen of the run: its chunks can take long on the busy two-core machine.
    await expect(page.getByRole('button', { name: /^新\s*增$/ })).toBeVisible({ timeout: 90_000 });
    await page.getByRole('button', { name: /^新\s*增$/ }).click();
    await expect(page).toHaveURL(/\/base\/services\/keychain\/app\/add$/);
    const form = page.locator('form:visible', { has: page.getByRole('button', { name: /保\s*存/ }) });
    await form.getByLabel('应用名称').fill(`停车对接${suffix}`);
    await form.getByRole('button', { name: /保\s*存/ }).click();
    const secretDialog = page.getByRole('dialog', { name: '应用密钥' });
    await expect(secretDialog).toContainText('仅显示这一次');
    const key = (await secretDialog.getByTestId('app-key').innerText()).trim();
    const secret = (await secretDialog.getByTestId('app-secret').innerText()).trim();
    expect(key).toMatch(/^ak[0-9a-f]{18}$/);
    expect(secret.length).toBeGreaterThanOrEqual(40);
    await secretDialog.getByRole('button', { name: '我已保存' }).click();
    await expect(page).toHaveURL(/\/base\/services\/keychain\/app\/manage\/info\?id=\d+/);
    const appId = new URL(page.url()).searchParams.get('id');
    // The info page shows the AppID, never the secret. (The kept 应用列表, hidden, has the new row too.)
    await expect(page.getByText(key).filter({ visible: true })).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    // 模块列表: grant 停车记录.
    const groupMenu = page.getByRole('menu', { name: '应用详情菜单' });
    await groupMenu.getByRole('menuitem', { name: '模块列表' }).click();
    const recordModule = tableRow(page, '停车记录');
    await expect(recordModule).toContainText('停用', { timeout: 90_000 });
    await recordModule.getByRole('button', { name: /启\s*用/ }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(recordModule).toContainText('启用');

    // 回调地址: 车辆出场 to the test's receiver.
    await groupMenu.getByRole('menuitem', { name: '回调地址' }).click();
    await expect(page).toHaveURL(new RegExp(`/manage/callback\\?id=${appId}`));
    await page.getByRole('button', { name: '新增回调地址' }).click({ timeout: 90_000 });
    const drawer = page.locator('.ant-drawer').filter({ hasText: '新增回调地址' });
    await drawer.getByRole('combobox', { name: '事件类型' }).click();
    await page.locator('.ant-select-item-option-content', { hasText: '车辆出场' }).first().click();
    await drawer.getByLabel('回调 URL').fill(receiver.url);
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await expect(tableRow(page, receiver.url)).toContainText('车辆出场');

    // The lot's owner grants the app its records (车场 › 访问授权).
    await apiCall(request, merchant, 'POST', 'parking/acl/create', {
      park_id: park.id,
      grantee_kind: 2,
      grantee_no: key,
      grantee_name: `停车对接${suffix}`,
      scopes: 'record',
      expire_time: Math.floor(Date.now() / 1000) + 86_400,
      status: 1,
    });

    // A car enters; the app reads it with a signed call, and a wrong signature is refused.
    const plate = `粤K${suffix}`;
    await apiCall(request, admin, 'POST', 'devtool/parking/entry', {
      park_id: park.id,
      plate,
      minutes_ago: 90,
    });
    const path = `/open/v1/parks/${parkUuid}/records?page_index=1&page_size=20`;
    const read = await request.get(path, { headers: signedHeaders({ key, secret }, path) });
    expect(read.status()).toBe(200);
    const records = (await read.json()).payload;
    expect(records.row[0]).toMatchObject({ plate, status: 1 });
    const forged = await request.get(path, {
      headers: signedHeaders({ key, secret: 'not-the-secret' }, path),
    });
    expect(forged.status()).toBe(401);
    expect((await forged.json()).message).toContain('签名错误');

    // The car leaves: the receiver gets the event, signed with the app's secret.
    await apiCall(request, admin, 'POST', 'devtool/parking/exit', {
      park_id: park.id,
      plate,
      pay_type: 2,
      pay_mode: 3,
    });
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    const [callback] = receiver.received;
    const event = JSON.parse(callback!.body);
    expect(event).toMatchObject({
      event_type: 'car_exit',
      app_id: key,
      park_uuid: parkUuid,
      data: { plate },
    });
    expect(callback!.headers['x-app-id']).toBe(key);
    expect(callback!.headers['x-event-id']).toBe(event.event_id);
    expect(callback!.headers['x-signature']).toBe(
      signature(secret, {
        method: 'POST',
        path: callback!.path,
        timestamp: String(callback!.headers['x-timestamp']),
        nonce: String(callback!.headers['x-nonce']),
        body: callback!.body,
      }),
    );

    // The delivery log on 回调地址 shows it delivered.
    await page.reload();
    await expect(tableRow(page, event.event_id)).toContainText('已送达', { timeout: 90_000 });
  } finally {
    await receiver.close();
  }
});
