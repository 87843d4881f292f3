export { DetailGroupGate, type DetailGroupGateProps } from './DetailGroupGate';
export type { DetailGroupSource } from './group-source';
export { GROUP_LOT, GroupLotGate, LOT_GROUP, LotGate, useParkByUuid, type Lot } from './lot-group';
export { useGroupLinks, type GroupLinks } from './use-group-links';
export { useGroupRowLinks, type GroupRowLink } from './use-group-row-links';
