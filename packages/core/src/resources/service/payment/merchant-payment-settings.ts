import { defineSettings } from '../../define-settings.js';
import { field } from '../../field.js';
import { PAY_CHANNEL, PAY_CHANNEL_ALIPAY as ALIPAY } from '../../../code-tables/payment-channel.js';

/**
 * 渠道配置 (`/trading-center/channel/config`, and a provider's 支付配置 of one of its merchants at
 * `/service/payment/merchant/detail/payment`): which channels the merchant collects through
 * and where the channel's payment notices go. A channel is usable once its 渠道进件 is approved; this
 * document only switches it on or off for the merchant's own cashier. One document per merchant.
 */
export const channelConfigSettings = defineSettings({
  key: 'trading-center/channel/config',
  label: '渠道配置',
  // The merchant's own, or one of a provider's merchants named by merchant_id (支付商户详情).
  owner: 'tenant',
  kind: 'payment-channel',
  permissions: { detail: 'payment:channel:view', update: 'payment:channel:update' },
  hint: '渠道须先完成渠道进件并审核通过，开启后收银台才会提供该支付方式',
  fields: {
    alipay_enabled: field.boolean({ label: '支付宝收款' }),
    wechat_enabled: field.boolean({ label: '微信支付收款' }),
    default_channel: field.code(PAY_CHANNEL, { label: '默认支付渠道', required: true }),
    notify_url: field.text({
      label: '支付结果通知地址',
      maxLength: 512,
      validators: ['url'],
      help: '渠道支付成功后向此地址推送通知，可不填',
    }),
  },
  defaults: { alipay_enabled: 0, wechat_enabled: 0, default_channel: ALIPAY, notify_url: '' },
  check: (value) =>
    (value.default_channel === ALIPAY && !value.alipay_enabled && value.wechat_enabled) ||
    (value.default_channel !== ALIPAY && !value.wechat_enabled && value.alipay_enabled)
      ? '默认支付渠道须为已开启的渠道'
      : undefined,
});

/**
 * 结算设置 (`/trading-center/settlement/setting`, and a provider's 提现设置 of one of its merchants at
 * `/service/payment/merchant/detail/setting`): where and when the merchant's settled
 * money is paid out (提现). Amounts are fen. One document per merchant; the settlement job of the
 * ledger reads it.
 */
export const settlementSettings = defineSettings({
  key: 'trading-center/settlement/setting',
  label: '结算设置',
  // The merchant's own, or one of a provider's merchants named by merchant_id (支付商户详情).
  owner: 'tenant',
  // merchant_setting.kind is varchar(16).
  kind: 'pay-settlement',
  permissions: { detail: 'payment:setting:view', update: 'payment:setting:update' },
  // 提现设置 is the same document under the withdrawal codes the provider's detail group names.
  alsoPermitted: [{ detail: 'payment:withdraw:view', update: 'payment:withdraw:update' }],
  hint: '结算金额按 T+1 结算后，满足起提金额时自动转入以下结算账户',
  fields: {
    auto_withdraw: field.boolean({ label: '自动提现' }),
    min_amount: field.money({
      label: '起提金额',
      maximum: 100_000_000,
      help: '结算余额达到此金额才发起转账',
    }),
    account_name: field.text({ label: '开户名', maxLength: 64 }),
    bank_name: field.text({ label: '开户银行', maxLength: 64 }),
    bank_account: field.text({ label: '结算账号', maxLength: 32, validators: ['digits'] }),
  },
  defaults: { auto_withdraw: 0, min_amount: 10_000, account_name: '', bank_name: '', bank_account: '' },
  check: (value) =>
    value.auto_withdraw && (!value.account_name || !value.bank_name || !value.bank_account)
      ? '开启自动提现须填写完整的结算账户'
      : undefined,
});
