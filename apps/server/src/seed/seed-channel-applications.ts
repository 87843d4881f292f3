import { channelApplyResource, merchantFeeRateResource, paymentAclResource } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertDemoRows } from './demo-rows.js';

const DAY_S = 86_400;
/** The demo partner's two merchants: the lot owner (account `merchant`) and the shop (account `shop`). */
const OWNER_NO = '300001';
const SHOP_NO = '310001';

/**
 * 渠道进件 of the demo partner's merchants, one in each state, so 渠道进件 shows 通过 and 驳回 on a
 * 待审核 row, a draft waiting for its link, an approved one with its 进件编号 and a rejected one.
 */
/**
 * The lot owner's own payment settings (渠道配置 and 结算设置, merchant_setting documents) and two
 * 访问授权 grants, so the trading-centre screens open on values rather than defaults.
 */
async function seedOwnerPaymentSettings(db: Kysely<Database>, ownerId: number, now: number): Promise<void> {
  const documents = [
    {
      kind: 'payment-channel',
      value: { alipay_enabled: 1, wechat_enabled: 0, default_channel: 1, notify_url: '' },
    },
    {
      kind: 'pay-settlement',
      value: {
        auto_withdraw: 1,
        min_amount: 50_000,
        account_name: '深圳福田中心停车场',
        bank_name: '招商银行深圳福田支行',
        bank_account: '6225880110000001',
      },
    },
  ];
  await db
    .insertInto('merchant_setting')
    .values(
      documents.map((d) => ({
        merchant_id: ownerId,
        kind: d.kind,
        value_json: JSON.stringify(d.value),
        update_time: now,
      })),
    )
    .execute();
  await insertDemoRows(
    db,
    paymentAclResource,
    [
      {
        merchant_id: ownerId,
        name: '停车收费系统',
        app_id: 'APP300001PARK',
        ip_whitelist: '10.8.0.11,10.8.0.12',
        status: 1,
      },
      {
        merchant_id: ownerId,
        name: '旧版自助缴费机',
        app_id: 'APP300001KIOSK',
        ip_whitelist: null,
        status: 0,
      },
    ],
    now,
  );
  // Its partner charges it 0.30 % on 支付宝 instead of the standard 0.38 % (支付商户 › 支付配置).
  await insertDemoRows(
    db,
    merchantFeeRateResource,
    [{ merchant_id: ownerId, channel: 1, fee_rate: 30, remark: '服务商优惠费率' }],
    now,
  );
}

export async function seedChannelApplications(db: Kysely<Database>, now: number): Promise<void> {
  const merchants = await db
    .selectFrom('merchant')
    .select(['id', 'merchant_no', 'contact_name', 'contact_mobile'])
    .where('merchant_no', 'in', [OWNER_NO, SHOP_NO])
    .execute();
  const owner = merchants.find((m) => m.merchant_no === OWNER_NO);
  const shop = merchants.find((m) => m.merchant_no === SHOP_NO);
  if (!owner || !shop) return;
  const filled = (m: typeof owner, n: number) => ({
    licence_no: `91440300MA5F${String(100000 + n)}`,
    legal_person: n % 2 ? '王建国' : '周婷',
    contact_name: m.contact_name ?? '联系人',
    contact_phone: m.contact_mobile ?? '13800138000',
    bank_name: '招商银行深圳福田支行',
    bank_account: `62258801${String(10_000_000 + n)}`,
  });
  await seedOwnerPaymentSettings(db, owner.id, now);
  const reviewed = { auditor_name: '陈立', audit_time: now - 2 * DAY_S };
  const pending = { auditor_name: null, audit_time: null, reject_reason: null, apply_no: null };
  const unauthorised = { auth_time: null, auth_user_id: null };
  await insertDemoRows(
    db,
    channelApplyResource,
    [
      // 待审核: the lot owner's 支付宝 application, sent yesterday.
      {
        merchant_id: owner.id,
        channel: 1,
        ...filled(owner, 1),
        status: 1,
        ...pending,
        ...unauthorised,
        submit_time: now - DAY_S,
        create_time: now - 3 * DAY_S,
      },
      // 草稿: its 微信支付 application, opened but not yet filled.
      {
        merchant_id: owner.id,
        channel: 2,
        licence_no: null,
        legal_person: null,
        contact_name: null,
        contact_phone: null,
        bank_name: null,
        bank_account: null,
        status: 0,
        ...pending,
        ...unauthorised,
        submit_time: null,
        create_time: now - DAY_S,
      },
      // 已通过: the shop's 支付宝 application, with the channel's 进件编号.
      {
        merchant_id: shop.id,
        channel: 1,
        ...filled(shop, 2),
        status: 2,
        apply_no: `ALI${now - 2 * DAY_S}3F9A1C07B2`,
        reject_reason: null,
        ...reviewed,
        // The shop authorised the console on 支付宝 the day after the approval.
        auth_time: now - DAY_S,
        auth_user_id: '2088000000000002',
        submit_time: now - 4 * DAY_S,
        create_time: now - 6 * DAY_S,
      },
      // 已驳回: the shop's 微信支付 application, waiting for a clearer licence photo.
      {
        merchant_id: shop.id,
        channel: 2,
        ...filled(shop, 3),
        status: 3,
        apply_no: null,
        reject_reason: '营业执照照片不清晰，请重新上传',
        ...reviewed,
        ...unauthorised,
        submit_time: now - 5 * DAY_S,
        create_time: now - 7 * DAY_S,
      },
    ],
    now,
  );
}
