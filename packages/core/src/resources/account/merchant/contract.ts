import { CONTRACT_STATUS } from '../../../code-tables/merchant.js';
import { defineResource } from '../../define-resource.js';
import { field } from '../../field.js';

const RO = { readOnly: true } as const;

/**
 * What a contract's signature records, shown alike to the merchant and the platform: who signed,
 * when, from which address, and the SHA-256 of the document signed (checked on every download).
 */
export const CONTRACT_SIGN_FIELDS = {
  // The download link (GET {key}/file?id=): the server checks the document's hash before sending it.
  document_url: field.file({ label: '合同文件', virtual: true, ...RO, show: ['detail'] }),
  doc_hash: field.text({ label: '文件哈希（SHA-256）', maxLength: 64, ...RO, show: ['detail'] }),
  sent_time: field.time({ label: '发送时间', ...RO, show: ['detail'] }),
  sign_name: field.text({ label: '签署人', maxLength: 64, ...RO, show: ['detail'] }),
  sign_time: field.time({ label: '签署时间', ...RO, show: ['detail'] }),
  sign_ip: field.text({ label: '签署 IP', maxLength: 64, ...RO, show: ['detail'] }),
  terminate_reason: field.text({ label: '终止原因', maxLength: 255, ...RO, show: ['detail'] }),
};

/** The detail section of those fields, the same on both sides. */
export const CONTRACT_SIGN_SECTION = {
  title: '签署',
  fields: Object.keys(CONTRACT_SIGN_FIELDS) as (keyof typeof CONTRACT_SIGN_FIELDS)[],
};

/**
 * 我的合同: the caller's contracts, drafts included (read-only until sent). 签署 signs a 待签署 one in
 * the console; the server records who, when, from where and the document's hash.
 */
export const contractResource = defineResource({
  key: 'account/contract',
  table: 'contract',
  label: '合同',
  scope: 'merchant',
  permissions: { list: 'account:contract:list', detail: 'account:contract:detail' },
  fields: {
    contract_no: field.text({ label: '合同编号', maxLength: 32, ...RO, search: 'contains' }),
    title: field.text({ label: '合同名称', maxLength: 128, ...RO, search: 'contains' }),
    party: field.text({ label: '签约方', maxLength: 128, ...RO }),
    amount: field.money({ label: '合同金额', ...RO }),
    start_time: field.time({ label: '生效日期', ...RO }),
    // (merchant_id, end_time) is indexed: contracts are read by when they run out.
    end_time: field.time({ label: '到期日期', ...RO, search: 'range', sortable: true }),
    status: field.code(CONTRACT_STATUS, { label: '状态', ...RO, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255, ...RO, show: ['detail'] }),
    ...CONTRACT_SIGN_FIELDS,
    create_time: field.time({ label: '创建时间', ...RO, show: ['detail'] }),
  },
  list: {
    columns: ['contract_no', 'title', 'party', 'amount', 'start_time', 'end_time', 'status'],
    sort: ['end_time', 'desc'],
  },
  actions: {
    sign: {
      label: '签署',
      permission: 'account:contract:sign',
      states: { field: 'status', in: [1] },
      to: { field: 'status', value: 2 },
      stamp: { by: 'sign_name', at: 'sign_time' },
      done: '合同已签署',
    },
  },
  detail: {
    sections: [
      {
        title: '合同',
        fields: [
          'contract_no',
          'title',
          'party',
          'amount',
          'start_time',
          'end_time',
          'status',
          'remark',
          'create_time',
        ],
      },
      CONTRACT_SIGN_SECTION,
    ],
  },
});
