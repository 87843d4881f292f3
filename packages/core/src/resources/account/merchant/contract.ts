import { CONTRACT_STATUS } from '../../../code-tables/merchant.js';
import { defineResource } from '../../define-resource.js';
import { field } from '../../field.js';

/** 我的合同: contracts signed with the platform; read-only here (they are drawn up elsewhere). */
export const contractResource = defineResource({
  key: 'account/contract',
  table: 'contract',
  label: '合同',
  scope: 'merchant',
  permissions: { list: 'account:contract:list', detail: 'account:contract:detail' },
  fields: {
    contract_no: field.text({ label: '合同编号', maxLength: 32, readOnly: true, search: 'contains' }),
    title: field.text({ label: '合同名称', maxLength: 128, readOnly: true, search: 'contains' }),
    party: field.text({ label: '签约方', maxLength: 128, readOnly: true }),
    amount: field.money({ label: '合同金额', readOnly: true }),
    start_time: field.time({ label: '生效日期', readOnly: true }),
    // (merchant_id, end_time) is indexed: contracts are read by when they run out.
    end_time: field.time({ label: '到期日期', readOnly: true, search: 'range', sortable: true }),
    status: field.code(CONTRACT_STATUS, { label: '状态', readOnly: true, search: 'eq' }),
    file_link: field.file({ label: '合同文件', readOnly: true, show: ['detail'] }),
    remark: field.text({ label: '备注', maxLength: 255, readOnly: true, show: ['detail'] }),
    create_time: field.time({ label: '创建时间', readOnly: true, show: ['detail'] }),
  },
  list: {
    columns: ['contract_no', 'title', 'party', 'amount', 'start_time', 'end_time', 'status'],
    sort: ['end_time', 'desc'],
  },
});
