export { bonusAclResource } from './bonus-acl.js';
export {
  BONUS_MAX_AMOUNT,
  BONUS_MAX_BUDGET,
  bonusEventResource,
  bonusEventStatus,
  type BonusEventStatus,
} from './bonus-event.js';
export { bonusGrantResource } from './bonus-grant.js';
