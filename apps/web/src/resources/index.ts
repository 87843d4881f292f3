export { ActionDialog, type ActionDialogProps, type ActionExtras } from './action/ActionDialog';
export { ActionPage, type ActionPageProps } from './action/ActionPage';
export { actionPagePath } from './action/action-page-path';
export {
  createRow,
  deleteRow,
  fetchList,
  isForbidden,
  isNotFound,
  resourceKeys,
  runAction,
  updateRow,
} from './api/resource-requests';
export { useResourceDetail } from './api/use-resource-detail';
export { resourceListQueryOptions, useResourceList } from './api/use-resource-list';
export { useResourceMutation } from './api/use-resource-mutation';
export {
  DetailGroupGate,
  LOT_GROUP,
  LotGate,
  GroupLotGate,
  GROUP_LOT,
  useGroupLinks,
  useGroupRowLinks,
  useParkByUuid,
  type DetailGroupGateProps,
  type DetailGroupSource,
  type GroupLinks,
  type GroupRowLink,
  type Lot,
} from './detail-group';
export { ResourceDescriptions, type DetailRenderers } from './detail/ResourceDescriptions';
export {
  LoadFailed,
  MissingRow,
  ResourceDetailPage,
  type ResourceDetailPageProps,
} from './detail/ResourceDetailPage';
export { PermissionTreeField, type PermissionTreeFieldProps } from './fields/PermissionTreeField';
export { RefSelectField, type RefSelectFieldProps } from './fields/RefSelectField';
export { usePermissionTree, permissionTreeFor } from './fields/use-permission-tree';
export {
  ResourceForm,
  ResourceFormPage,
  type FieldRenderers,
  type ResourceFormPageProps,
  type ResourceFormProps,
} from './form/ResourceFormPage';
export type { FormFieldSpec, FormMode } from './form/form-fields';
export { FormFieldItems } from './form/FormFieldItems';
export { ResourceRowModal, type ResourceRowModalProps, type RowControl } from './form/ResourceRowModal';
export { resourceColumns, type ColumnsOverride } from './list/resource-columns';
export { ResourceListPage, type ResourceListPageProps } from './list/ResourceListPage';
export { useResourceTable, type ResourceTableOptions } from './list/use-resource-table';
export type { ActionOverrides } from './list/use-row-actions';
export { renderFieldValue } from './render/render-value';
export { AreaName, areaDecodeQuery } from './render/AreaName';
export type { ListParams, ResourceRow } from './types';
export { useRowId, withId } from './use-row-id';
export { useBackToList } from './use-back-to-list';
export { SettingsCard, type SettingsCardProps } from './settings/SettingsCard';
