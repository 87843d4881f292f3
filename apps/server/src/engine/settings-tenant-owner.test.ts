import { settlementSettings } from '@console/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixtureAccount } from '../test/account-fixture.js';
import { tokenFor } from '../test/session-token.js';
import { createTestApp } from '../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../test/tenant-tree.js';

// The settings owner kind `tenant` (define-settings.ts), through a definition that uses it: 结算设置
// is the merchant's own document at /trading-center/settlement/setting and its provider's 提现设置.
const app = await createTestApp();
const CODES = ['payment:setting:view', 'payment:setting:update'];
let tree: TenantTree;

beforeAll(async () => {
  tree = await buildTenantTree(app, CODES);
});
afterAll(async () => app.close());

const KEY = settlementSettings.key;
const ACCOUNT = {
  auto_withdraw: 1,
  min_amount: 50_000,
  account_name: '福田停车管理有限公司',
  bank_name: '招商银行深圳福田支行',
  bank_account: '755912345610801',
};

const read = (token: string, merchantId?: number) =>
  app.inject({
    url: `/api/${KEY}/detail${merchantId === undefined ? '' : `?merchant_id=${merchantId}`}`,
    headers: bearer(token),
  });
const save = (token: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/${KEY}/update`, headers: bearer(token), payload });
const stored = (merchantId: number) =>
  app.db
    .selectFrom('merchant_setting')
    .select('value_json')
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', settlementSettings.kind)
    .executeTakeFirst();

describe('a settings document owned by a tenant named by merchant_id', () => {
  it('is the caller’s own when no merchant is named', async () => {
    const res = (await read(tree.sibling.token)).json();
    expect(res.payload).toMatchObject({ merchant_id: tree.sibling.merchantId, saved: false });
    expect((await save(tree.sibling.token, { ...ACCOUNT, account_name: '兄弟商户' })).json().code).toBe(1002);
    expect((await read(tree.sibling.token)).json().payload.value.account_name).toBe('兄弟商户');
  });

  it('lets the partner read and write its merchant’s document, which the merchant then reads', async () => {
    const named = (await read(tree.partner.token, tree.merchant.merchantId)).json();
    expect(named.payload).toMatchObject({
      merchant_id: tree.merchant.merchantId,
      saved: false,
      value: settlementSettings.defaults,
    });
    expect(named.payload.owner_name).toBeTruthy();
    const res = await save(tree.partner.token, { merchant_id: tree.merchant.merchantId, ...ACCOUNT });
    expect(res.json().code).toBe(1002);
    expect((await read(tree.merchant.token)).json().payload).toMatchObject({ saved: true, value: ACCOUNT });
    // The partner's own document is another one, still unsaved.
    expect((await read(tree.partner.token)).json().payload).toMatchObject({
      merchant_id: tree.partner.merchantId,
      saved: false,
    });
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['row_id', 'manager_id'])
      .where('resource', '=', KEY)
      .where('row_id', '=', tree.merchant.merchantId)
      .execute();
    expect(audit).toEqual([{ row_id: tree.merchant.merchantId, manager_id: tree.partner.managerId }]);
  });

  it('lets the platform reach every merchant', async () => {
    const res = (await read(tree.platform.token, tree.outsider.merchantId)).json();
    expect(res.payload).toMatchObject({ merchant_id: tree.outsider.merchantId });
  });

  it('refuses a merchant outside the caller’s scope with the same 404 as one that does not exist', async () => {
    const before = await stored(tree.outsider.merchantId);
    const cases: [string, number][] = [
      [tree.partner.token, tree.outsider.merchantId],
      [tree.merchant.token, tree.sibling.merchantId],
      [tree.merchant.token, tree.partner.merchantId],
      [tree.partner.token, 999_999_999],
    ];
    for (const [token, merchantId] of cases) {
      const detail = await read(token, merchantId);
      expect(detail.statusCode).toBe(404);
      expect(detail.json().message).toBe('商户不存在');
      const write = await save(token, { merchant_id: merchantId, ...ACCOUNT });
      expect(write.statusCode).toBe(404);
    }
    expect(await stored(tree.outsider.merchantId)).toEqual(before);
  });

  it('checks the document for the named merchant as for its own, and changes nothing when refused', async () => {
    const res = await save(tree.partner.token, {
      merchant_id: tree.sibling.merchantId,
      ...ACCOUNT,
      bank_account: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('开启自动提现须填写完整的结算账户');
    expect((await read(tree.sibling.token)).json().payload.value.account_name).toBe('兄弟商户');
  });

  it('needs the document’s code whoever is named', async () => {
    const res = await read(tree.otherPartner.token, tree.outsider.merchantId);
    expect(res.statusCode).toBe(200);
    const user = await createFixtureAccount(app, { permissions: [] });
    const denied = await read(await tokenFor(app, user.managerId), user.merchantId);
    expect(denied.statusCode).toBe(403);
  });
});
