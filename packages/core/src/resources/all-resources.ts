import {
  departmentResource,
  operationLogResource,
  roleResource,
  sessionResource,
  subAccountResource,
} from './account/index.js';
import { productResource } from './base-services/index.js';
import { bonusAclResource, bonusEventResource, bonusGrantResource } from './bonus/index.js';
import {
  contractResource,
  merchantResource,
  projectResource,
  propertyApplicationResource,
  walletTransactionResource,
} from './merchant/index.js';
import {
  appointedSpaceResource,
  blacklistResource,
  chargeRuleResource,
  fixedCarApplyResource,
  inParkingResource,
  invoiceConfigResource,
  mcouponRecordResource,
  mcouponTokenResource,
  memberCarResource,
  monthCardResource,
  parkAclResource,
  parkResource,
  parkingRecordResource,
  passportResource,
  paymentOrderResource,
  rechargeOrderResource,
  releaseRecordResource,
  reservationResource,
  reserveAppealResource,
  valueCardResource,
  whitelistResource,
} from './parking/index.js';
import {
  agentResource,
  cityResource,
  collectionResource,
  customerSetResource,
  profitPolicyResource,
  softwareResource,
} from './parking-network/index.js';
import type { AnyResource } from './define-resource.js';

const ALL: readonly AnyResource[] = [
  departmentResource,
  operationLogResource,
  roleResource,
  sessionResource,
  subAccountResource,
  productResource,
  bonusAclResource,
  bonusEventResource,
  bonusGrantResource,
  contractResource,
  merchantResource,
  projectResource,
  propertyApplicationResource,
  walletTransactionResource,
  appointedSpaceResource,
  blacklistResource,
  chargeRuleResource,
  fixedCarApplyResource,
  inParkingResource,
  invoiceConfigResource,
  mcouponRecordResource,
  mcouponTokenResource,
  memberCarResource,
  monthCardResource,
  parkAclResource,
  parkResource,
  parkingRecordResource,
  passportResource,
  paymentOrderResource,
  rechargeOrderResource,
  releaseRecordResource,
  reservationResource,
  reserveAppealResource,
  valueCardResource,
  whitelistResource,
  agentResource,
  cityResource,
  collectionResource,
  customerSetResource,
  profitPolicyResource,
  softwareResource,
];
let byKey: ReadonlyMap<string, AnyResource> | undefined;

/**
 * The resource definition of a key: what a resource view of the catalogue (`parking/record:detail`)
 * is served from. A new definition joins ALL (a test compares it with everything core exports). Named
 * one by one, not read from the folders' namespaces, so the bundler keeps the definitions out of the
 * sign-in download; the map is built on the first call.
 */
export function resourceByKey(key: string): AnyResource | undefined {
  byKey ??= new Map(ALL.map((resource) => [resource.key, resource]));
  return byKey.get(key);
}
