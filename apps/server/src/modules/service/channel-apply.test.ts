import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { engineClient } from '../../test/engine-client.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';
import { createTestApp } from '../../test/test-app.js';
import { maskBankAccount } from './bank-account-mask.js';

const CODES = [
  'payment:channel-apply:list',
  'payment:channel-apply:detail',
  'payment:channel-apply:create',
  'payment:channel-apply:audit',
];
/** The answer of a call that returns nothing but success. */
const DONE = 1002;
const FILL = {
  licence_no: '91440300MA5F000001',
  legal_person: '张三',
  contact_name: '李四',
  contact_phone: '13800138000',
  bank_name: '招商银行深圳分行',
  bank_account: '6222000012345678',
};

let app: FastifyInstance;
let tree: TenantTree;
const applies = () => engineClient(app, 'service/payment/channel-apply');

async function draftFor(merchantId: number, token = tree.partner.token): Promise<number> {
  const res = await applies().create(token, { merchant_id: merchantId, channel: 1 });
  expect(res.json()).toMatchObject({ code: 1001 });
  return Number(res.json().payload.id);
}

async function linkFor(id: number, purpose: string, token = tree.partner.token): Promise<string> {
  const res = await applies().action(token, 'share-link', { id, purpose });
  expect(res.json()).toMatchObject({ code: 1001 });
  return String(res.json().payload.token);
}

// The /external pages send the link's token as their bearer token.
const view = (id: number, token: string, purpose: string) =>
  app.inject({
    url: `/api/external/payment/channel/view?${new URLSearchParams({ id: String(id), purpose })}`,
    headers: { authorization: `Bearer ${token}` },
  });
const send = ({ token, ...payload }: { token: string } & Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/external/payment/channel/apply',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const row = (id: number) =>
  app.db.selectFrom('channel_application').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  app = await createTestApp();
  tree = await buildTenantTree(app, CODES);
});
afterAll(() => app.close());

describe('渠道进件 through its external link, reviewed by the partner', () => {
  it('fills through the apply link, then the partner approves with a 进件编号 from the simulator', async () => {
    const id = await draftFor(tree.merchant.merchantId);
    const token = await linkFor(id, 'apply');
    const opened = await view(id, token, 'apply');
    expect(opened.json()).toMatchObject({ code: 1001, payload: { status: 0, channel: 1 } });
    expect(token.length).toBeGreaterThanOrEqual(32);
    // Only the hash is stored.
    const stored = await app.db.selectFrom('channel_apply_link').select('token_hash').execute();
    expect(stored.map((l) => l.token_hash)).not.toContain(token);

    expect((await send({ id, token, ...FILL })).json()).toMatchObject({ code: DONE });
    expect(await row(id)).toMatchObject({ status: 1, contact_phone: '13800138000' });
    // Once sent, even the fill link shows the phone and the account masked.
    expect((await view(id, token, 'apply')).json().payload).toMatchObject({
      status: 1,
      contact_phone: '138****8000',
      bank_account: maskBankAccount(FILL.bank_account),
    });
    // Sent once: a second send is refused in Chinese and changes nothing.
    const again = await send({ id, token, ...FILL, legal_person: '王五' });
    expect(again.json().message).toContain('已提交');
    expect((await row(id)).legal_person).toBe('张三');

    const listed = await applies().list(tree.partner.token, { status: 1 });
    const listedRow = listed.json().payload.row.find((r: { id: number }) => r.id === id);
    expect(listedRow).toMatchObject({
      bank_account: maskBankAccount(FILL.bank_account),
      contact_phone: '138****8000',
    });

    expect((await applies().action(tree.partner.token, 'approve', { id })).json()).toMatchObject({
      code: DONE,
    });
    const approved = await row(id);
    expect(approved.status).toBe(2);
    expect(approved.apply_no).toMatch(/^ALI\d+/);

    const detailToken = await linkFor(id, 'detail');
    const outcome = (await view(id, detailToken, 'detail')).json().payload;
    expect(outcome).toMatchObject({ status: 2, apply_no: approved.apply_no, contact_phone: '138****8000' });
    expect(outcome.bank_account).toBe(maskBankAccount(FILL.bank_account));
  });

  it('rejects only with a reason; the merchant corrects and sends again', async () => {
    const id = await draftFor(tree.merchant.merchantId);
    const token = await linkFor(id, 'apply');
    await send({ id, token, ...FILL });
    const noReason = await applies().action(tree.partner.token, 'reject', { id, reject_reason: '' });
    expect(noReason.json().code).not.toBe(1001);
    expect(noReason.json().message).toMatch(/驳回原因/);
    expect((await row(id)).status).toBe(1);

    const rejected = await applies().action(tree.partner.token, 'reject', {
      id,
      reject_reason: '执照照片不清晰',
    });
    expect(rejected.json()).toMatchObject({ code: DONE });
    expect(await row(id)).toMatchObject({ status: 3, reject_reason: '执照照片不清晰' });
    expect((await send({ id, token, ...FILL, legal_person: '张三丰' })).json()).toMatchObject({ code: DONE });
    expect(await row(id)).toMatchObject({ status: 1, legal_person: '张三丰', reject_reason: null });
  });

  it('refuses bad input in Chinese and changes nothing', async () => {
    const id = await draftFor(tree.merchant.merchantId);
    const token = await linkFor(id, 'apply');
    for (const bad of [
      { contact_phone: '12345' },
      { bank_account: '62AB' },
      { licence_no: 'abc' },
      { legal_person: '' },
    ]) {
      const res = await send({ id, token, ...FILL, ...bad });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().code).not.toBe(1001);
      expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await row(id)).toMatchObject({ status: 0, legal_person: null });
  });
});

describe('who may review', () => {
  it('lets only the applicant’s partner (or the platform) see and review it; another partner gets 404', async () => {
    const id = await draftFor(tree.merchant.merchantId);
    await send({ id, token: await linkFor(id, 'apply'), ...FILL });
    const other = await applies().action(tree.otherPartner.token, 'approve', { id });
    expect(other.statusCode).toBe(404);
    expect((await applies().detail(tree.otherPartner.token, id)).statusCode).toBe(404);
    const otherLink = await applies().action(tree.otherPartner.token, 'share-link', { id, purpose: 'apply' });
    expect(otherLink.statusCode).toBe(404);
    const otherList = await applies().list(tree.otherPartner.token);
    expect(otherList.json().payload.row.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await row(id)).status).toBe(1);
    expect((await applies().action(tree.platform.token, 'approve', { id })).json()).toMatchObject({
      code: DONE,
    });
  });

  it('refuses a draft for a merchant outside the caller’s tenants', async () => {
    const res = await applies().create(tree.otherPartner.token, {
      merchant_id: tree.merchant.merchantId,
      channel: 1,
    });
    expect(res.json().code).not.toBe(1001);
  });
});

describe('the temporary token', () => {
  it('is refused when expired, of another purpose, for another application or tampered', async () => {
    const id = await draftFor(tree.merchant.merchantId);
    const otherId = await draftFor(tree.sibling.merchantId);
    const token = await linkFor(id, 'apply');
    const detailToken = await linkFor(id, 'detail');

    // Another application with this token: refused, nothing written there.
    const wrongApp = await send({ id: otherId, token, ...FILL });
    expect(wrongApp.json()).toMatchObject({ message: '链接无效，请向服务商索取新的链接' });
    expect((await view(otherId, token, 'apply')).json().message).toBe('链接无效，请向服务商索取新的链接');
    expect((await row(otherId)).status).toBe(0);

    // A read-only link cannot fill, nor open the fill page.
    expect((await send({ id, token: detailToken, ...FILL })).json().message).toBe(
      '链接无效，请向服务商索取新的链接',
    );
    expect((await view(id, detailToken, 'apply')).json().message).toBe('链接无效，请向服务商索取新的链接');

    // Tampered: one character changed.
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await view(id, tampered, 'apply')).json().message).toBe('链接无效，请向服务商索取新的链接');

    // Expired.
    await app.db
      .updateTable('channel_apply_link')
      .set({ expire_time: nowSeconds() - 1 })
      .where('application_id', '=', id)
      .where('purpose', '=', 'apply')
      .execute();
    expect((await view(id, token, 'apply')).json().message).toBe('链接已过期，请向服务商索取新的链接');
    expect((await send({ id, token, ...FILL })).json().message).toBe('链接已过期，请向服务商索取新的链接');
    expect((await row(id)).status).toBe(0);
  });

  it('signs nobody in: the token opens no console call', async () => {
    const id = await draftFor(tree.merchant.merchantId);
    const token = await linkFor(id, 'apply');
    const asBearer = await app.inject({
      url: `/api/service/payment/channel-apply/detail?id=${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asBearer.statusCode).toBe(401);
  });

  it('is refused when missing', async () => {
    const id = await draftFor(tree.merchant.merchantId);
    const res = await app.inject({ url: `/api/external/payment/channel/view?id=${id}&purpose=apply` });
    expect(res.json()).toMatchObject({ message: '链接无效，请向服务商索取新的链接' });
  });
});

describe('支付宝授权 through the channel simulator', () => {
  const authorise = (id: number, token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/external/payment/channel/alipay/authorize',
      headers: { authorization: `Bearer ${token}` },
      payload: { id },
    });
  const callback = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/payment/channel/auth/alipay/callback', payload });

  it('authorises an approved 支付宝 application once, from its 渠道配置 link only', async () => {
    const id = await draftFor(tree.merchant.merchantId);
    const fill = await linkFor(id, 'apply');
    const config = await linkFor(id, 'config');
    // Not approved yet: refused in Chinese.
    expect((await authorise(id, config)).json().message).toBe('只有已通过的支付宝进件可以授权');
    await send({ id, token: fill, ...FILL });
    await applies().action(tree.partner.token, 'approve', { id });
    // The fill link is not the config link.
    expect((await authorise(id, fill)).json().message).toBe('链接无效，请向服务商索取新的链接');

    const started = (await authorise(id, config)).json();
    expect(started.code).toBe(1001);
    const url = new URL(String(started.payload.url), 'http://console.test');
    expect(url.pathname).toBe('/payment/channel/auth/alipay/callback');
    const state = String(url.searchParams.get('state'));
    const code = String(url.searchParams.get('app_auth_code'));

    // A code the channel refuses leaves the application unauthorised.
    expect((await callback({ app_auth_code: 'forged', state })).json().message).toBe(
      '支付宝授权码无效，请重新授权',
    );
    expect((await row(id)).auth_time).toBeNull();

    const doneAuth = (await callback({ app_auth_code: code, state })).json();
    expect(doneAuth).toMatchObject({ code: 1001, payload: { auth_user_id: expect.stringMatching(/^2088/) } });
    expect((await row(id)).auth_time).not.toBeNull();
    // The state is spent: a replay is refused.
    expect((await callback({ app_auth_code: code, state })).json().message).toBe(
      '授权已失效，请回到渠道配置页面重新授权',
    );
  });
});
