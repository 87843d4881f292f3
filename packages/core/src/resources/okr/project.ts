import { defineResource } from '../define-resource.js';
import { field } from '../field.js';
import { OKR_PROJECT_STATUS } from './okr-codes.js';

const RO = { readOnly: true } as const;

/**
 * OKR 项目: work a merchant runs towards an objective. Owner and members are managers of the
 * project's own merchant and the linked objective is one of its objectives (checked on the server);
 * members are kept in okr_project_member.
 */
export const okrProjectResource = defineResource({
  key: 'okr/project',
  table: 'okr_project',
  label: '项目',
  scope: 'merchant',
  permissions: {
    list: 'okr:project:list',
    detail: 'okr:project:detail',
    create: 'okr:project:create',
    update: 'okr:project:update',
  },
  fields: {
    name: field.text({ label: '项目名称', maxLength: 128, required: true, search: 'contains' }),
    owner_id: field.ref('account/sub-account', { label: '负责人', required: true, search: 'eq' }),
    owner_name: field.text({ label: '负责人', virtual: true, ...RO, show: ['list', 'detail'] }),
    member_ids: field.ref('account/sub-account', {
      label: '成员',
      multiple: true,
      virtual: true,
      show: ['form'],
    }),
    member_names: field.text({ label: '成员', virtual: true, ...RO, show: ['list', 'detail'] }),
    objective_id: field.ref('okr/objective', { label: '关联目标', search: 'eq' }),
    objective_title: field.text({ label: '关联目标', virtual: true, ...RO, show: ['list', 'detail'] }),
    start_time: field.time({ label: '开始日期', required: true }),
    end_time: field.time({ label: '结束日期', required: true, sortable: true }),
    status: field.code(OKR_PROJECT_STATUS, { label: '状态', required: true, search: 'eq' }),
    description: field.text({ label: '描述', maxLength: 1000, show: ['detail', 'form'] }),
    create_time: field.time({ label: '创建时间', ...RO, sortable: true }),
    update_time: field.time({ label: '更新时间', ...RO, show: ['detail'] }),
  },
  list: {
    columns: ['name', 'owner_name', 'member_names', 'objective_title', 'start_time', 'end_time', 'status'],
    sort: ['create_time', 'desc'],
  },
  detail: {
    sections: [
      {
        title: '项目',
        fields: ['name', 'owner_name', 'member_names', 'objective_title', 'start_time', 'end_time', 'status'],
      },
      { title: '其他', fields: ['description', 'create_time', 'update_time'] },
    ],
  },
});
