import { PlusOutlined } from '@ant-design/icons';
import {
  channelConfigSettings,
  merchantFeeRateResource,
  settlementSettings,
  type AnySettings,
  type RowOf,
} from '@console/core';
import { Button, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { ResourceListPage, ResourceRowModal, SettingsCard } from '../../../resources';
import type { RowAction } from '../../../widgets/data-table';
import { Permission } from '../../../widgets/permission';
import { PaymentMerchantGate } from './PaymentMerchantGate';

/** One settings document of the group's merchant: the same definition its own screen edits. */
function MerchantSettings({ settings }: { settings: AnySettings }) {
  return (
    <PaymentMerchantGate>
      {(merchant) => <SettingsCard settings={settings} ownerId={merchant.id} />}
    </PaymentMerchantGate>
  );
}

type FeeRateRow = RowOf<typeof merchantFeeRateResource>;

/**
 * 渠道费率 of the group's merchant: its own rate per channel (the ledger charges it on the merchant's
 * trades instead of the channel's standard rate); 新增 and 编辑 in a modal, the merchant fixed.
 */
function FeeRateList({ merchantId }: { merchantId: number }) {
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const fixed = useMemo(() => ({ merchant_id: merchantId }), [merchantId]);
  const rowActions = useMemo<RowAction<FeeRateRow>[]>(
    () => [
      {
        key: 'edit-fee-rate',
        label: '编辑',
        permission: 'payment:fee-rate:update',
        onClick: (row) => setEditing({ id: row.id }),
      },
    ],
    [],
  );
  return (
    <>
      <ResourceListPage
        resource={merchantFeeRateResource}
        fixedParams={fixed}
        rowActions={rowActions}
        toolbar={
          <Permission codes={['payment:fee-rate:update']}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
              设置费率
            </Button>
          </Permission>
        }
      />
      {editing && (
        <ResourceRowModal
          resource={merchantFeeRateResource}
          fixed={fixed}
          editId={editing.id}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

/** 支付配置: the merchant's 渠道配置, and the channel fee rates its provider charges it. */
export function MerchantChannelConfigPage() {
  return (
    <PaymentMerchantGate>
      {(merchant) => (
        <Flex vertical gap={16}>
          <SettingsCard settings={channelConfigSettings} ownerId={merchant.id} />
          <FeeRateList merchantId={merchant.id} />
        </Flex>
      )}
    </PaymentMerchantGate>
  );
}

/** 提现设置: the merchant's 结算设置. */
export function MerchantWithdrawPage() {
  return <MerchantSettings settings={settlementSettings} />;
}
