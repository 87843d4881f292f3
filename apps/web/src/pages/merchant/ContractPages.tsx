import { contractResource } from '@console/core';
import { ResourceDetailPage, ResourceListPage } from '../../resources';
import { MY_MERCHANT_PATHS } from './paths';

/** 我的合同: the contracts in the caller's scope (its own, and for a partner its merchants'). */
export default function ContractListPage() {
  return <ResourceListPage resource={contractResource} detailPath={MY_MERCHANT_PATHS.contractDetail} />;
}

/** 合同详情 (?id=) */
export function ContractDetailPage() {
  return <ResourceDetailPage resource={contractResource} />;
}
