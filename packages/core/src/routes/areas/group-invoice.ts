// Generated once from spec/routes.tsv by scripts/generate-route-catalogue.mjs; this file is now the
// source of truth and may be edited by hand. One route per line (prettier-ignore) so it reads as a table.
import { defineAreaRoutes } from '../define-routes.js';

/** 集团发票（spec 02 §2.16） */
// prettier-ignore
export const GROUP_INVOICE_ROUTES = defineAreaRoutes(
  { area: 'group-invoice', topMenu: 'group-invoice', products: ['group'] },
  [
    { path: '/group-invoice/record/list', title: '开票记录', type: 'list', hidden: false, permissions: ['invoice:invoice:list'], icon: 'FileDoneOutlined', screen: 'invoice/invoice:list' },
    { path: '/group-invoice/record/detail', title: '开票记录详情', type: 'detail', hidden: true, permissions: ['invoice:invoice:detail'], activeMenu: '/group-invoice/record/list', screen: 'invoice/invoice:detail' },
  ],
);
