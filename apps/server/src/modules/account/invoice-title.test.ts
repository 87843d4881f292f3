import { invoiceTitleSettings } from '@console/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/account-fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';

// 发票抬头: a settings document of the signed-in merchant, served from its definition alone.
const app = await createTestApp();
const CODES = ['account:invoice-title:list', 'account:invoice-title:update'];
let tree: TenantTree;

beforeAll(async () => {
  tree = await buildTenantTree(app, CODES);
});
afterAll(async () => app.close());

const COMPANY_TITLE = {
  title_type: 1,
  title: '深圳市福田停车管理有限公司',
  tax_no: '91440300708461136T',
  bank_name: '招商银行深圳福田支行',
  bank_account: '755912345610801',
  register_address: '深圳市福田区福华三路 88 号',
  register_phone: '0755-88886666',
  email: 'finance@futian-parking.cn',
};

const read = (token: string, query = '') =>
  app.inject({ url: `/api/account/invoice/config/detail${query}`, headers: bearer(token) });
const save = (token: string, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/account/invoice/config/update', headers: bearer(token), payload });

describe('发票抬头 (a merchant-owned settings document)', () => {
  it('reads blank until saved, then the saved title, with its audit row', async () => {
    const before = (await read(tree.merchant.token)).json();
    expect(before.payload).toMatchObject({
      merchant_id: tree.merchant.merchantId,
      saved: false,
      value: { title_type: 1, title: '', tax_no: '' },
    });
    expect(before.payload.owner_name).toBeTruthy();

    expect((await save(tree.merchant.token, COMPANY_TITLE)).json().code).toBe(1002);
    const after = (await read(tree.merchant.token)).json();
    expect(after.payload).toMatchObject({ saved: true, value: COMPANY_TITLE });

    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action', 'row_id', 'manager_id'])
      .where('resource', '=', 'account/invoice/config')
      .where('row_id', '=', tree.merchant.merchantId)
      .execute();
    expect(audit).toEqual([
      { action: 'update', row_id: tree.merchant.merchantId, manager_id: tree.merchant.managerId },
    ]);
  });

  it('is the signed-in merchant’s alone: no one names another merchant, not even its partner', async () => {
    await save(tree.sibling.token, { ...COMPANY_TITLE, title: '兄弟商户有限公司' });
    // The partner above them reads and writes its own document, never theirs.
    const partner = (await read(tree.partner.token)).json();
    expect(partner.payload).toMatchObject({ merchant_id: tree.partner.merchantId, saved: false });
    const outsider = (await read(tree.outsider.token)).json();
    expect(outsider.payload.value.title).toBe('');

    // Naming an owner changes nothing: the server takes the caller's merchant, whatever is sent.
    const named = (await read(tree.outsider.token, `?merchant_id=${tree.sibling.merchantId}`)).json();
    expect(named.payload).toMatchObject({ merchant_id: tree.outsider.merchantId, value: { title: '' } });
    const written = await save(tree.outsider.token, {
      ...COMPANY_TITLE,
      title: '外部商户有限公司',
      merchant_id: tree.sibling.merchantId,
    });
    expect(written.json().code).toBe(1002);
    expect((await read(tree.outsider.token)).json().payload.value.title).toBe('外部商户有限公司');
    expect((await read(tree.sibling.token)).json().payload.value.title).toBe('兄弟商户有限公司');
  });

  it('refuses a company title without a tax number, a bad tax number or e-mail, changing nothing', async () => {
    const owner = tree.otherPartner;
    const refused = [
      [{ ...COMPANY_TITLE, tax_no: '' }, '企业抬头请填写税号'],
      [{ ...COMPANY_TITLE, tax_no: '12345' }, undefined],
      [{ ...COMPANY_TITLE, email: 'finance@' }, undefined],
      [{ ...COMPANY_TITLE, bank_account: '6225-8888' }, undefined],
    ] as const;
    for (const [body, message] of refused) {
      const res = (await save(owner.token, body)).json();
      expect(res.code, JSON.stringify(body)).toBe(1400);
      if (message) expect(res.message).toBe(message);
    }
    expect((await read(owner.token)).json().payload.saved).toBe(false);
    // A person's title needs no tax number; blank fields may be left out of the call, and read blank.
    expect((await save(owner.token, { title_type: 2, title: '张三' })).json().code).toBe(1002);
    expect((await read(owner.token)).json().payload.value).toEqual({
      ...invoiceTitleSettings.defaults,
      title_type: 2,
      title: '张三',
    });
    expect((await save(owner.token, { title_type: 2 })).statusCode).toBe(400);
  });

  it('needs the codes: without the update code a merchant may read but not save', async () => {
    const readOnly = await buildTenantTree(app, ['account:invoice-title:list']);
    expect((await read(readOnly.merchant.token)).json().code).toBe(1001);
    expect((await save(readOnly.merchant.token, COMPANY_TITLE)).statusCode).toBe(403);
  });
});
