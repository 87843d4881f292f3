/**
 * The verbs of permission codes and how each reads in Chinese, `{r}` standing for the resource.
 * One vocabulary for every area keeps "list, create and update suffixes map to the matching
 * screens" (spec 01 §6) true everywhere: a list route needs `x:y:list`, its create page
 * `x:y:create`, its edit page `x:y:update`, its detail page `x:y:detail`.
 */
export const PERMISSION_ACTIONS = {
  list: '{r}列表',
  detail: '{r}详情',
  view: '查看{r}',
  create: '新增{r}',
  update: '编辑{r}',
  delete: '删除{r}',
  export: '导出{r}',
  import: '批量导入{r}',
  audit: '审核{r}',
  analysis: '{r}数据分析',
  authorize: '{r}授权',
  renew: '{r}续费',
  refund: '{r}退款',
  revoke: '撤销{r}',
  abort: '终止{r}',
  dispatch: '派发{r}',
  stop: '停用{r}',
} as const;

export type PermissionAction = keyof typeof PERMISSION_ACTIONS;

export function actionLabel(action: PermissionAction, resourceLabel: string): string {
  return PERMISSION_ACTIONS[action].replace('{r}', resourceLabel);
}
