import {
  blacklistResource,
  memberCarResource,
  monthCardResource,
  passportResource,
  valueCardResource,
  whitelistResource,
  type AnyResource,
} from '@console/core';
import { GroupLotGate, type GroupRowLink } from '../../../resources';
import { LotResourceList } from './LotResourceList';
import { GROUP_LOT_PATHS } from './paths';

// The car tabs of a group's lot: the parking car definitions, read with the group's codes (their
// alsoPermitted), fixed to the lot. 新增 and 续费 of group cars are the group's own car screens.

const PASSPORT_LINKS: readonly GroupRowLink[] = [
  {
    key: 'detail-in-lot',
    label: '详情',
    permission: 'group:passport:detail',
    path: GROUP_LOT_PATHS.passportDetail,
  },
];
function LotCarList({ resource, links }: { resource: AnyResource; links?: readonly GroupRowLink[] }) {
  return (
    <GroupLotGate>
      {(park) => <LotResourceList resource={resource} parkId={park.id} links={links} />}
    </GroupLotGate>
  );
}

/** /group/parking/car/month-card: the lot's monthly cards (a group package's cards among them). */
export const GroupMonthCardPage = () => <LotCarList resource={monthCardResource} />;

/** /group/parking/car/value-card: the lot's stored-value cards. */
export const GroupValueCardPage = () => <LotCarList resource={valueCardResource} />;

/** /group/parking/car/whitelist: the lot's whitelist (删除 with the group's code). */
export const GroupWhitelistPage = () => <LotCarList resource={whitelistResource} />;

/** /group/parking/car/blacklist: the lot's blacklist. */
export const GroupBlacklistPage = () => <LotCarList resource={blacklistResource} />;

/** /group/parking/car/passport: the lot's plate-less passports, 详情 inside the group. */
export const GroupPassportListPage = () => <LotCarList resource={passportResource} links={PASSPORT_LINKS} />;

/** /group/parking/car/member: the lot's member cars (read-only). */
export const GroupMemberCarPage = () => <LotCarList resource={memberCarResource} />;
