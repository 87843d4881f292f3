// Generated once from spec/routes.tsv by scripts/generate-route-catalogue.mjs; this file is now the
// source of truth and may be edited by hand. One route per line (prettier-ignore) so it reads as a table.
import { defineAreaRoutes } from '../define-routes.js';

/** OKR（spec 02 §2.13） */
// prettier-ignore
export const OKR_ROUTES = defineAreaRoutes(
  { area: 'okr', topMenu: 'okr', products: ['okr'] },
  [
    { path: '/okr/objective/list', title: '目标管理', type: 'list', hidden: false, permissions: ['okr:objective:list'], icon: 'AimOutlined', screen: 'okr/objective:list' },
    { path: '/okr/objective/add', title: '新增目标', type: 'add', hidden: true, permissions: ['okr:objective:create'], activeMenu: '/okr/objective/list', screen: 'okr/objective:add' },
    { path: '/okr/objective/edit', title: '编辑目标', type: 'edit', hidden: true, permissions: ['okr:objective:update'], activeMenu: '/okr/objective/list', screen: 'okr/objective:edit' },
    { path: '/okr/detail/:id', title: '关键结果', type: 'detail', hidden: true, permissions: ['okr:objective:detail'], activeMenu: '/okr/objective/list', screen: 'okr/ObjectiveDetailPage' },
    { path: '/okr/detail/:id/add', title: '新增关键结果', type: 'add', hidden: true, permissions: ['okr:key-result:create'], activeMenu: '/okr/detail/:id', screen: 'okr/KeyResultFormPage' },
    { path: '/okr/detail/:id/edit', title: '编辑关键结果', type: 'edit', hidden: true, permissions: ['okr:key-result:update'], activeMenu: '/okr/detail/:id', screen: 'okr/KeyResultFormPage' },
    { path: '/okr/project/list', title: '项目列表', type: 'list', hidden: false, permissions: ['okr:project:list'], icon: 'ProjectOutlined', screen: 'okr/project:list' },
    { path: '/okr/project/detail', title: '项目详情', type: 'detail', hidden: true, permissions: ['okr:project:detail'], activeMenu: '/okr/project/list', screen: 'okr/project:detail' },
    { path: '/okr/project/edit', title: '编辑项目', type: 'edit', hidden: true, permissions: ['okr:project:update'], activeMenu: '/okr/project/list', screen: 'okr/project:edit' },
    { path: '/okr/project/add', title: '新增项目', type: 'add', hidden: true, permissions: ['okr:project:create'], activeMenu: '/okr/project/list', screen: 'okr/project:add' },
  ],
);
