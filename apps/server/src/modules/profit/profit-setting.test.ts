import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineClient } from '../../test/engine-client.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';

const app = await createTestApp();
const policies = engineClient(app, 'profit/setting/policy');
const strategies = engineClient(app, 'profit/setting/strategy');
const customerPolicies = engineClient(app, 'parking/profit-policy');
let tree: TenantTree;

const DAY = 86_400;
const T0 = 1_800_000_000;

async function createPolicy(token: string, body: object = {}): Promise<number> {
  const created = await policies.create(token, {
    name: '临停标准分账',
    business: 1,
    platform_rate: 500,
    partner_rate: 3000,
    ...body,
  });
  expect(created.json()).toMatchObject({ code: 1001 });
  return created.json().payload.id as number;
}

beforeAll(async () => {
  tree = await buildTenantTree(app, [
    'profit:policy:list',
    'profit:policy:create',
    'profit:policy:update',
    'profit:strategy:list',
    'profit:strategy:create',
    'profit:strategy:update',
  ]);
});
afterAll(async () => app.close());

describe('分账政策', () => {
  it('keeps the shares within 100 % on create and edit, and works out the merchant’s rest', async () => {
    const id = await createPolicy(tree.partner.token);
    const row = (await policies.detail(tree.partner.token, id)).json().payload;
    expect(row).toMatchObject({ platform_rate: 500, partner_rate: 3000, merchant_rate: 6500, status: 1 });

    const over = await policies.create(tree.partner.token, {
      name: '超额',
      business: 2,
      platform_rate: 6000,
      partner_rate: 4001,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('平台分成与服务商分成合计不能超过 100%');
    const negative = await policies.create(tree.partner.token, {
      name: '负数',
      business: 2,
      platform_rate: -1,
      partner_rate: 0,
    });
    expect(negative.statusCode).toBe(400);
    const edit = await policies.update(tree.partner.token, { id, partner_rate: 9600 });
    expect(edit.json().message).toBe('平台分成与服务商分成合计不能超过 100%');
    expect((await policies.detail(tree.partner.token, id)).json().payload.partner_rate).toBe(3000);
    // Exactly 100 % is allowed: the merchant keeps nothing.
    expect((await policies.update(tree.partner.token, { id, partner_rate: 9500 })).json().code).toBe(1002);
    expect((await policies.detail(tree.partner.token, id)).json().payload.merchant_rate).toBe(0);
  });

  it('shows a partner its own and its merchants’ policies only; another tenant gets 404', async () => {
    const id = await createPolicy(tree.partner.token, { name: '只给本服务商' });
    expect((await policies.detail(tree.otherPartner.token, id)).statusCode).toBe(404);
    expect((await policies.detail(tree.merchant.token, id)).statusCode).toBe(404);
    expect((await policies.update(tree.otherPartner.token, { id, name: '改' })).statusCode).toBe(404);
    const platform = (await policies.list(tree.platform.token, { page_size: 100 })).json().payload.row;
    expect(platform.map((r: { id: number }) => r.id)).toContain(id);
  });
});

describe('分账策略', () => {
  it('takes the business from the policy and refuses overlapping periods of one customer', async () => {
    const policy = await createPolicy(tree.partner.token, { name: '月卡分账', business: 2 });
    const base = { name: '福田月卡', policy_id: policy, customer_id: tree.merchant.merchantId };
    const first = await strategies.create(tree.partner.token, {
      ...base,
      start_time: T0,
      end_time: T0 + 30 * DAY,
    });
    expect(first.json().code).toBe(1001);
    const firstId = first.json().payload.id as number;
    expect((await strategies.detail(tree.partner.token, firstId)).json().payload).toMatchObject({
      business: 2,
    });

    const overlap = await strategies.create(tree.partner.token, { ...base, start_time: T0 + 29 * DAY });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().message).toBe('该客户的「停车月卡」分账策略生效时间与「福田月卡」重叠');
    // Touching ends do not overlap; another customer or "every customer" is another line.
    const next = await strategies.create(tree.partner.token, {
      ...base,
      name: '续期',
      start_time: T0 + 30 * DAY,
    });
    expect(next.json().code).toBe(1001);
    const sibling = await strategies.create(tree.partner.token, {
      ...base,
      customer_id: tree.sibling.merchantId,
      start_time: T0,
    });
    expect(sibling.json().code).toBe(1001);
    const everyone = { name: '全部月卡', policy_id: policy };
    const all = await strategies.create(tree.partner.token, { ...everyone, start_time: T0 });
    expect(all.json().code).toBe(1001);
    const allAgain = await strategies.create(tree.partner.token, { ...everyone, start_time: T0 + DAY });
    expect(allAgain.json().message).toBe('全部客户的「停车月卡」分账策略生效时间与「全部月卡」重叠');

    // An edit that would overlap is refused; a stopped one may overlap until it is started again.
    const moved = await strategies.update(tree.partner.token, {
      id: next.json().payload.id,
      start_time: T0 + DAY,
    });
    expect(moved.statusCode).toBe(400);
    expect((await strategies.action(tree.partner.token, 'disable', { id: firstId })).json().code).toBe(1002);
    const reuse = await strategies.create(tree.partner.token, {
      ...base,
      name: '临时',
      start_time: T0,
      end_time: T0 + DAY,
    });
    expect(reuse.json().code).toBe(1001);
    const restart = await strategies.action(tree.partner.token, 'enable', { id: firstId });
    expect(restart.statusCode).toBe(400);
    expect(restart.json().message).toContain('重叠');
    expect((await strategies.detail(tree.partner.token, firstId)).json().payload.status).toBe(0);

    const list = (await strategies.list(tree.partner.token, { page_size: 100 })).json().payload.row;
    expect(list.find((r: { id: number }) => r.id === all.json().payload.id)).toMatchObject({
      policy_name: '月卡分账',
      customer_name: '全部客户',
    });
  });

  it('refuses a period that ends before it starts, a stopped or foreign policy and a foreign customer', async () => {
    const policy = await createPolicy(tree.partner.token, { name: '充电分账', business: 3 });
    const base = { name: '充电', policy_id: policy, start_time: T0 };
    const backwards = await strategies.create(tree.partner.token, { ...base, end_time: T0 - 1 });
    expect(backwards.json().message).toBe('失效时间须晚于生效时间');
    const foreignCustomer = await strategies.create(tree.partner.token, {
      ...base,
      customer_id: tree.outsider.merchantId,
    });
    expect(foreignCustomer.json().message).toBe('所选客户不存在');
    const foreignPolicy = await createPolicy(tree.otherPartner.token, { name: '别家政策', business: 3 });
    const borrowed = await strategies.create(tree.partner.token, { ...base, policy_id: foreignPolicy });
    expect(borrowed.json().message).toBe('所选分账政策不存在');
    expect((await policies.action(tree.partner.token, 'disable', { id: policy })).json().code).toBe(1002);
    const stopped = await strategies.create(tree.partner.token, base);
    expect(stopped.json().message).toBe('分账政策「充电分账」已停用，请先启用');
  });
});

describe('客户分账设置 (parking/profit-policy) naming a 分账政策', () => {
  it('takes partner_rate from a parking policy when it is chosen and refuses another business', async () => {
    const policy = await createPolicy(tree.partner.token, {
      name: '临停 35%',
      partner_rate: 3500,
      platform_rate: 0,
    });
    const body = {
      customer_id: tree.merchant.merchantId,
      policy_id: policy,
      partner_rate: 100,
      settle_cycle: 3,
      min_settle_amount: 0,
      status: 1,
      effective_time: T0,
    };
    const created = await customerPolicies.create(tree.partner.token, body);
    expect(created.json().code).toBe(1001);
    const id = created.json().payload.id as number;
    expect((await customerPolicies.detail(tree.partner.token, id)).json().payload).toMatchObject({
      policy_name: '临停 35%',
      partner_rate: 3500,
    });
    const charging = await createPolicy(tree.partner.token, { name: '充电政策', business: 3 });
    const wrong = await customerPolicies.update(tree.partner.token, { id, policy_id: charging });
    expect(wrong.json().message).toBe('客户分账只能套用停车业务的分账政策');
    // The share typed afterwards is kept; choosing another policy takes that policy's share again.
    expect(
      (
        await customerPolicies.update(tree.partner.token, { id, policy_id: policy, partner_rate: 2000 })
      ).json().code,
    ).toBe(1002);
    expect((await customerPolicies.detail(tree.partner.token, id)).json().payload.partner_rate).toBe(2000);
    const other = await createPolicy(tree.partner.token, {
      name: '临停 40%',
      partner_rate: 4000,
      platform_rate: 0,
    });
    expect(
      (await customerPolicies.update(tree.partner.token, { id, policy_id: other, partner_rate: 100 })).json()
        .code,
    ).toBe(1002);
    expect((await customerPolicies.detail(tree.partner.token, id)).json().payload.partner_rate).toBe(4000);
    // Without a policy the share stays the partner's to type, as before.
    const plain = await customerPolicies.create(tree.partner.token, {
      ...body,
      customer_id: tree.sibling.merchantId,
      policy_id: undefined,
      partner_rate: 1200,
    });
    expect(
      (await customerPolicies.detail(tree.partner.token, plain.json().payload.id)).json().payload
        .partner_rate,
    ).toBe(1200);
  });
});
