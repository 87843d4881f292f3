import { named, type ScreenMap } from './screen-map';

const tradePages = () => import('../../pages/group/trade/GroupTradePages');

/** 停车集团 page modules of the trade part (issue 17), by screen id; screens/group.ts joins the parts. */
export const GROUP_TRADE_SCREENS = {
  'group/GroupPaymentPage': named(tradePages, 'GroupPaymentPage'),
  'group/GroupRechargePage': named(tradePages, 'GroupRechargePage'),
  'group/GroupRecordPage': named(tradePages, 'GroupRecordPage'),
  'group/GroupLotOrderPage': named(tradePages, 'GroupLotOrderPage'),
  'group/GroupLotAccountPage': named(tradePages, 'GroupLotAccountPage'),
  'group/GroupLotRecordPage': named(tradePages, 'GroupLotRecordPage'),
  'group/GroupLotRecordDetailPage': named(tradePages, 'GroupLotRecordDetailPage'),
  'group/GroupLotAbnormalPage': named(tradePages, 'GroupLotAbnormalPage'),
} satisfies ScreenMap<'group'>;
