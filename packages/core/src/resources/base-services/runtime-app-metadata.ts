import { METADATA_VALUE_MAX } from '../../branding/app-metadata.js';
import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

/**
 * 元数据: the key/value entries of a runtime app (spec 01 §7: `GET merchant/app/rt/metadata/list`;
 * `POST`, `PUT`, `DELETE merchant/app/rt/metadata`; `PUT …/disable`, `…/enable`). The six branding
 * keys are checked by type (core's `metadataProblem`, which depends on key and value together, so the
 * server module and the form run it beside the field rules); a disabled entry leaves the summary.
 */
export const runtimeAppMetadataResource = defineResource({
  key: 'merchant/app/rt/metadata',
  table: 'runtime_app_metadata',
  label: '元数据',
  scope: 'platform',
  paths: 'method',
  permissions: {
    list: 'system:metadata:list',
    detail: 'system:metadata:list',
    create: 'system:metadata:create',
    update: 'system:metadata:update',
    delete: 'system:metadata:delete',
  },
  fields: {
    runtime_app_id: field.ref('merchant/app/rt', {
      label: '所属应用',
      required: true,
      immutable: true,
      search: 'eq',
    }),
    // The app's name beside each entry, read with the page (one query), never written.
    app_name: field.text({ label: '应用名称', virtual: true, readOnly: true, show: ['list', 'detail'] }),
    key: field.text({ label: '键', maxLength: 64, required: true, search: 'contains', sortable: true }),
    value: field.text({ label: '值', maxLength: METADATA_VALUE_MAX, required: true }),
    status: field.code(ENABLED_STATUS, { label: '状态', readOnly: true, search: 'eq' }),
    create_time: field.time({ label: '创建时间', readOnly: true, show: ['detail'] }),
    update_time: field.time({ label: '更新时间', readOnly: true }),
  },
  list: { columns: ['app_name', 'key', 'value', 'status', 'update_time'], sort: ['key', 'asc'] },
  // The app by its name; its id is read (the edit form and the decorator need it), not shown.
  detail: {
    sections: [
      { title: '基本信息', fields: ['app_name', 'key', 'value', 'status', 'create_time', 'update_time'] },
    ],
  },
  enableDisable: { permission: 'system:metadata:update' },
});
