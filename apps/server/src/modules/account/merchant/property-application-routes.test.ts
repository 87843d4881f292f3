import { CREDIT_CODE_MESSAGE } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/account-fixture.js';
import { engineClient } from '../../../test/engine-client.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../../test/tenant-tree.js';

const CODES = [
  'account:property:list',
  'account:property:create',
  'account:property:audit',
  'account:info:view',
];
const APPLICATION = {
  company_name: '深圳万象物业管理有限公司',
  credit_code: '91440300MA5FT4XK7B',
  contact_name: '林涛',
  contact_mobile: '13712345678',
  area_code: '440304',
  address: '福田区深南大道 1 号',
};

describe('入驻申请', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  let applications: ReturnType<typeof engineClient>;
  const count = async () =>
    Number(
      (
        await app.db
          .selectFrom('property_application')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const publicApply = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/merchant/business/apply', payload });

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, CODES);
    applications = engineClient(app, 'account/property');
  });
  afterAll(async () => app.close());

  it('takes a public application without sign-in for the platform to review, refusing bad codes', async () => {
    const bad = await publicApply({ ...APPLICATION, credit_code: '91440300MA5FT4XK7X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 1400, message: CREDIT_CODE_MESSAGE });
    expect(await count()).toBe(0);

    const res = await publicApply(APPLICATION);
    expect(res.json().code).toBe(1002);
    const rows = (await applications.list(tree.platform.token)).json().payload.row;
    expect(rows).toEqual([expect.objectContaining({ company_name: APPLICATION.company_name, status: 0 })]);
    expect(rows[0].merchant_id).toBe(tree.platform.merchantId);
    expect((await applications.list(tree.partner.token)).json().payload.row).toEqual([]);
  });

  it('files a signed-in application for the partner above the merchant, who approves it into a merchant', async () => {
    const filed = await applications.create(tree.merchant.token, {
      ...APPLICATION,
      company_name: '华侨城物业',
    });
    const id = filed.json().payload.id as number;
    const row = (await applications.detail(tree.partner.token, id)).json().payload;
    expect(row).toMatchObject({ merchant_id: tree.partner.merchantId, status: 0 });
    expect((await applications.detail(tree.otherPartner.token, id)).statusCode).toBe(404);
    const approval = { account: 'hqc-admin', password: 'Abcd1234!' };
    expect(
      (await applications.action(tree.otherPartner.token, 'approve', { id, ...approval })).statusCode,
    ).toBe(404);

    const badPassword = await applications.action(tree.partner.token, 'approve', {
      id,
      account: 'hqc-admin',
      password: 'short',
    });
    expect(badPassword.json().code).toBe(1434);
    expect((await applications.detail(tree.partner.token, id)).json().payload.status).toBe(0);

    const ok = await applications.action(tree.partner.token, 'approve', {
      id,
      account: 'hqc-admin',
      password: 'Abcd1234!',
      audit_remark: '资料齐全',
    });
    expect(ok.json()).toMatchObject({
      code: 1001,
      payload: { merchant_no: expect.stringMatching(/^4\d{7}$/) },
    });
    const after = (await applications.detail(tree.partner.token, id)).json().payload;
    expect(after).toMatchObject({
      status: 1,
      audit_remark: '资料齐全',
      created_merchant_no: ok.json().payload.merchant_no,
    });
    const merchant = await app.db
      .selectFrom('merchant')
      .selectAll()
      .where('merchant_no', '=', ok.json().payload.merchant_no)
      .executeTakeFirstOrThrow();
    expect(merchant).toMatchObject({ kind: 'group', parent_id: tree.partner.merchantId, name: '华侨城物业' });
    await signIn(app, 'hqc-admin', 'Abcd1234!');

    const twice = await applications.action(tree.partner.token, 'reject', { id, audit_remark: '重复' });
    expect(twice.json().code).toBe(1409);
  });

  it('rejects only with a reason', async () => {
    const filed = await applications.create(tree.sibling.token, APPLICATION);
    const id = filed.json().payload.id as number;
    expect((await applications.action(tree.partner.token, 'reject', { id })).json().code).toBe(1400);
    const res = await applications.action(tree.partner.token, 'reject', {
      id,
      audit_remark: '营业执照不清晰',
    });
    expect(res.json().code).toBe(1002);
    expect((await applications.detail(tree.partner.token, id)).json().payload).toMatchObject({
      status: -1,
      audit_remark: '营业执照不清晰',
    });
  });

  it('limits public applications per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await publicApply({ ...APPLICATION, credit_code: 'x' })).statusCode);
    expect(statuses).toContain(429);
  });
});

describe('入驻申请 cities', () => {
  it('answers provinces with their cities without sign-in', async () => {
    const app = await createTestApp();
    const res = await app.inject({ url: '/api/merchant/business/cities' });
    const guangdong = (
      res.json().payload.row as { value: string; children: { value: string; label: string }[] }[]
    ).find((p) => p.value === '440000');
    expect(guangdong?.children).toContainEqual({ value: '440300', label: '深圳市' });
    await app.close();
  });
});
