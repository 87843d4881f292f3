import { channelConfigSettings, settlementSettings, type AnySettings } from '@console/core';
import { SettingsCard } from '../../../resources';
import { PaymentMerchantGate } from './PaymentMerchantGate';

/** One settings document of the group's merchant: the same definition its own screen edits. */
function MerchantSettings({ settings }: { settings: AnySettings }) {
  return (
    <PaymentMerchantGate>
      {(merchant) => <SettingsCard settings={settings} ownerId={merchant.id} />}
    </PaymentMerchantGate>
  );
}

/** 支付配置: the merchant's 渠道配置. */
export function MerchantChannelConfigPage() {
  return <MerchantSettings settings={channelConfigSettings} />;
}

/** 提现设置: the merchant's 结算设置. */
export function MerchantWithdrawPage() {
  return <MerchantSettings settings={settlementSettings} />;
}
