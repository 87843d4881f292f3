import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

/** 二维码: a merchant's QR codes, each a named link that scanning opens; a stopped code no longer opens it. */
export const qrcodeResource = defineResource({
  key: 'base/services/qrcode',
  table: 'qrcode',
  label: '二维码',
  scope: 'merchant',
  permissions: {
    list: 'qrcode:qrcode:list',
    detail: 'qrcode:qrcode:list',
    create: 'qrcode:qrcode:generator',
    update: 'qrcode:qrcode:update',
  },
  fields: {
    name: field.text({ label: '二维码名称', maxLength: 64, required: true, search: 'contains' }),
    link: field.text({ label: '跳转链接', maxLength: 512, required: true, validators: ['url'] }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    status: field.code(ENABLED_STATUS, { label: '状态', readOnly: true, search: 'eq' }),
    create_time: field.time({ label: '生成时间', readOnly: true, sortable: true }),
  },
  list: { columns: ['name', 'link', 'status', 'create_time'], sort: ['create_time', 'desc'] },
  enableDisable: { permission: 'qrcode:qrcode:stop' },
});
