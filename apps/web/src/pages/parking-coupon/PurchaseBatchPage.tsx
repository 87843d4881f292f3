import { couponPurchaseBatchResource } from '@console/core';
import { ResourceListPage } from '../../resources';

/**
 * /parking-coupon/purchase/batch 批量购券: the purchases made from import files, with 导入 (the batch
 * import dialog of the definition: template 优惠券编号 + 购买数量, one purchase per row through the
 * same checks as 购买优惠券). 详情 opens the purchase, which is also in 购券记录.
 */
export default function PurchaseBatchPage() {
  return (
    <ResourceListPage resource={couponPurchaseBatchResource} detailPath="/parking-coupon/purchase/detail" />
  );
}
