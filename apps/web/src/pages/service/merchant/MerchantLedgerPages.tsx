import { settlementResource, tradeResource, transferResource, type AnyResource } from '@console/core';
import { useMemo } from 'react';
import { ResourceListPage } from '../../../resources';
import { AclList } from '../../shared/payment/AclList';
import { PaymentMerchantGate } from './PaymentMerchantGate';
import { MERCHANT_PATHS } from './payment-merchant';

/** A shared ledger list narrowed to the group's merchant (the scope still applies on the server). */
function MerchantList({ resource, detailPath }: { resource: AnyResource; detailPath?: string }) {
  return (
    <PaymentMerchantGate>
      {(merchant) => <Narrowed resource={resource} merchantId={merchant.id} detailPath={detailPath} />}
    </PaymentMerchantGate>
  );
}

function Narrowed({
  resource,
  merchantId,
  detailPath,
}: {
  resource: AnyResource;
  merchantId: number;
  detailPath?: string;
}) {
  const fixedParams = useMemo(() => ({ merchant_id: merchantId }), [merchantId]);
  return <ResourceListPage resource={resource} fixedParams={fixedParams} detailPath={detailPath} />;
}

/** 交易流水: the merchant's 支付流水. */
export function MerchantTradePage() {
  return <MerchantList resource={tradeResource} />;
}

/** 结算记录: the merchant's settlements, each opening 结算详情 of this group. */
export function MerchantSettlementPage() {
  return <MerchantList resource={settlementResource} detailPath={MERCHANT_PATHS.settlementDetail} />;
}

/** 转账记录: the merchant's transfers, each opening 转账详情 of this group. */
export function MerchantTransferPage() {
  return <MerchantList resource={transferResource} detailPath={MERCHANT_PATHS.transferDetail} />;
}

/** 访问授权: the merchant's grants, added under it. */
export function MerchantAclPage() {
  return <PaymentMerchantGate>{(merchant) => <AclList merchantId={merchant.id} />}</PaymentMerchantGate>;
}
