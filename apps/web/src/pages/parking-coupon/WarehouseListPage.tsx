import { couponWarehouseResource } from '@console/core';
import { ResourceListPage } from '../../resources';

/** The catalogue's 入库详情 route (a page module, so the generic list cannot find it by its view). */
const WAREHOUSE_DETAIL_PATH = '/parking-coupon/warehouse/detail';

/** /parking-coupon/warehouse/list: the engine's list, with 详情 leading to the entry's own page. */
export function WarehouseListPage() {
  return <ResourceListPage resource={couponWarehouseResource} detailPath={WAREHOUSE_DETAIL_PATH} />;
}
