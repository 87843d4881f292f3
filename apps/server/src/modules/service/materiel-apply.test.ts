import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureAccount } from '../../test/account-fixture.js';
import { engineClient } from '../../test/engine-client.js';
import { tokenFor } from '../../test/session-token.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';

const app = await createTestApp();
const applies = engineClient(app, 'service/materiel/apply');
let tree: TenantTree;

const APPLICATION = {
  item: 1,
  quantity: 20,
  receiver_name: '王芳',
  receiver_mobile: '13800138002',
  address: '深圳市福田区福华三路 88 号',
  remark: '新开车场出口用',
};

async function fileAs(token: string, body: object = APPLICATION): Promise<number> {
  const created = await applies.create(token, body);
  expect(created.json().code).toBe(1001);
  return created.json().payload.id as number;
}

const statusOf = async (token: string, id: number) => (await applies.detail(token, id)).json().payload.status;

beforeAll(async () => {
  tree = await buildTenantTree(app, ['materiel:apply:list', 'materiel:apply:create', 'materiel:apply:audit']);
});
afterAll(async () => app.close());

describe('物料申请', () => {
  it('files a numbered application as 已提交 and refuses bad input in Chinese, writing nothing', async () => {
    const id = await fileAs(tree.merchant.token);
    const row = (await applies.detail(tree.merchant.token, id)).json().payload;
    expect(row).toMatchObject({ status: 0, quantity: 20, merchant_name: expect.any(String) });
    expect(row.apply_no).toMatch(/^WL\d{23}$/);

    const before = (await applies.list(tree.merchant.token)).json().payload.paging_header.total_count;
    for (const bad of [
      { ...APPLICATION, quantity: 0 },
      { ...APPLICATION, quantity: 501 },
      { ...APPLICATION, receiver_mobile: '12345' },
      { ...APPLICATION, item: 99 },
      { ...APPLICATION, address: '' },
    ]) {
      const refused = await applies.create(tree.merchant.token, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/[\u4e00-\u9fa5]/);
    }
    // A filer cannot set the review fields itself.
    const sneaky = await applies.create(tree.merchant.token, { ...APPLICATION, status: 2 });
    if (sneaky.json().code === 1001)
      expect(await statusOf(tree.merchant.token, sneaky.json().payload.id)).toBe(0);
    const after = (await applies.list(tree.merchant.token)).json().payload.paging_header.total_count;
    expect(after - before).toBeLessThanOrEqual(1);
  });

  it('shows a merchant its own, a partner its merchants’, the platform all; another tenant gets 404', async () => {
    const mine = await fileAs(tree.merchant.token);
    const siblings = await fileAs(tree.sibling.token);
    const outsiders = await fileAs(tree.outsider.token);
    const idsOf = async (token: string) =>
      (await applies.list(token, { page_size: 100 })).json().payload.row.map((r: { id: number }) => r.id);

    const merchantSees = await idsOf(tree.merchant.token);
    expect(merchantSees).toContain(mine);
    expect(merchantSees).not.toContain(siblings);
    expect(merchantSees).not.toContain(outsiders);
    const partnerSees = await idsOf(tree.partner.token);
    expect(partnerSees).toEqual(expect.arrayContaining([mine, siblings]));
    expect(partnerSees).not.toContain(outsiders);
    expect(await idsOf(tree.platform.token)).toEqual(expect.arrayContaining([mine, siblings, outsiders]));

    expect((await applies.detail(tree.sibling.token, mine)).statusCode).toBe(404);
    expect((await applies.detail(tree.otherPartner.token, mine)).statusCode).toBe(404);
    expect((await applies.action(tree.otherPartner.token, 'approve', { id: mine })).statusCode).toBe(404);
    expect(await statusOf(tree.merchant.token, mine)).toBe(0);
    // The list masks the receiver's phone number for a reader who may not edit it.
    const row = (await applies.list(tree.partner.token, { page_size: 100 }))
      .json()
      .payload.row.find((r: { id: number }) => r.id === mine);
    expect(row.receiver_mobile).not.toBe(APPLICATION.receiver_mobile);
  });

  it('moves 已提交 → 已通过 → 已发货 only, for a reviewer, and rejects with a reason before shipping', async () => {
    const id = await fileAs(tree.merchant.token);
    // A merchant that may file but not review (the demo merchant's role) is refused.
    const filer = await createFixtureAccount(app, {
      permissions: ['materiel:apply:list', 'materiel:apply:create'],
      parentId: tree.partner.merchantId,
    });
    const filerToken = await tokenFor(app, filer.managerId);
    const filed = await fileAs(filerToken);
    expect((await applies.action(filerToken, 'approve', { id: filed })).statusCode).toBe(403);
    expect(await statusOf(filerToken, filed)).toBe(0);
    // 发货 needs 已通过 first.
    const early = await applies.action(tree.partner.token, 'ship', {
      id,
      express_company: '顺丰',
      tracking_no: 'SF1',
    });
    expect(early.statusCode).toBe(409);
    expect(await statusOf(tree.partner.token, id)).toBe(0);

    expect((await applies.action(tree.partner.token, 'approve', { id })).json().code).toBe(1002);
    expect((await applies.action(tree.partner.token, 'approve', { id })).statusCode).toBe(409);
    const noTracking = await applies.action(tree.partner.token, 'ship', { id, express_company: '顺丰' });
    expect(noTracking.statusCode).toBe(400);
    const shipped = await applies.action(tree.partner.token, 'ship', {
      id,
      express_company: '顺丰速运',
      tracking_no: 'SF1234567890',
    });
    expect(shipped.json().code).toBe(1002);
    const row = (await applies.detail(tree.merchant.token, id)).json().payload;
    expect(row).toMatchObject({ status: 2, express_company: '顺丰速运', tracking_no: 'SF1234567890' });
    expect(row.ship_time).toBeGreaterThan(0);
    expect(row.auditor_name).toBeTruthy();
    // Shipped is final: no reject afterwards.
    const late = await applies.action(tree.partner.token, 'reject', { id, reject_reason: '太晚了' });
    expect(late.statusCode).toBe(409);

    const other = await fileAs(tree.merchant.token);
    const noReason = await applies.action(tree.partner.token, 'reject', { id: other });
    expect(noReason.statusCode).toBe(400);
    expect(
      (
        await applies.action(tree.partner.token, 'reject', {
          id: other,
          reject_reason: '数量过多，请分批申请',
        })
      ).json().code,
    ).toBe(1002);
    expect((await applies.detail(tree.merchant.token, other)).json().payload).toMatchObject({
      status: -1,
      reject_reason: '数量过多，请分批申请',
    });
    expect((await applies.action(tree.partner.token, 'approve', { id: other })).statusCode).toBe(409);

    // The platform reviews a partner's application.
    const partners = await fileAs(tree.partner.token);
    expect((await applies.action(tree.platform.token, 'approve', { id: partners })).json().code).toBe(1002);
  });
});
