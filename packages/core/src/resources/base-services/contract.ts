import { CONTRACT_SOURCE, CONTRACT_STATUS, CONTRACT_TEMPLATE } from '../../code-tables/merchant.js';
import { CONTRACT_SIGN_FIELDS, CONTRACT_SIGN_SECTION } from '../account/merchant/contract.js';
import { defineResource } from '../define-resource.js';
import { defineView } from '../define-view.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/**
 * 合同列表 of the platform (and a partner, for its merchants): 上传/发起 makes a 草稿 for the chosen
 * merchant from an uploaded PDF or from a template laid out as a PDF by the server; 发送签署 sends it
 * (a message-centre entry to the merchant's main account); the merchant signs it under 我的合同.
 * The document's SHA-256 is kept from the start and checked on every download.
 */
export const contractAdminResource = defineResource({
  key: 'base/services/contract',
  table: 'contract',
  label: '合同',
  scope: 'merchant',
  permissions: {
    list: 'contract:contract:list',
    detail: 'contract:contract:detail',
    create: 'contract:contract:create',
  },
  fields: {
    contract_no: field.text({ label: '合同编号', maxLength: 32, ...RO, search: 'contains' }),
    // The owner the contract is made for (the engine keeps merchant_id itself; the module moves it).
    signer_id: field.ref('account/merchant', {
      label: '签约商户',
      required: true,
      immutable: true,
      virtual: true,
      show: ['form'],
    }),
    merchant_name: field.text({
      label: '签约商户',
      maxLength: 128,
      virtual: true,
      ...RO,
      show: ['list', 'detail'],
    }),
    title: field.text({ label: '合同名称', maxLength: 128, required: true, search: 'contains' }),
    party: field.text({ label: '签约方（我方）', maxLength: 128, required: true }),
    amount: field.money({ label: '合同金额', maximum: 100_000_000_000 }),
    start_time: field.time({ label: '生效日期', required: true }),
    end_time: field.time({ label: '到期日期', required: true, search: 'range', sortable: true }),
    source: field.code(CONTRACT_SOURCE, { label: '合同来源', required: true, immutable: true, search: 'eq' }),
    template: field.code(CONTRACT_TEMPLATE, {
      label: '合同模板',
      immutable: true,
      show: ['detail', 'form'],
      help: '按模板起草时选择：服务器按模板生成 PDF',
    }),
    file_link: field.file({
      label: '合同文件（PDF）',
      immutable: true,
      show: ['form'],
      help: '上传合同文件时必填，仅支持 PDF',
    }),
    status: field.code(CONTRACT_STATUS, { label: '状态', ...RO, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    ...CONTRACT_SIGN_FIELDS,
    create_time: field.time({ label: '创建时间', ...RO, show: ['detail'] }),
  },
  list: {
    columns: ['contract_no', 'merchant_name', 'title', 'amount', 'source', 'end_time', 'status'],
    sort: ['end_time', 'desc'],
  },
  actions: {
    'send-sign': {
      label: '发送签署',
      permission: 'contract:contract:send',
      states: { field: 'status', in: [0] },
      to: { field: 'status', value: 1 },
      stamp: { at: 'sent_time' },
      done: '已发送给商户签署',
    },
    terminate: {
      label: '终止',
      permission: 'contract:contract:abort',
      states: { field: 'status', in: [0, 1, 2] },
      input: { terminate_reason: field.text({ label: '终止原因', maxLength: 255, required: true }) },
      to: { field: 'status', value: -1 },
      danger: true,
      done: '合同已终止',
    },
  },
  detail: {
    sections: [
      {
        title: '合同',
        fields: [
          'contract_no',
          'merchant_name',
          'title',
          'party',
          'amount',
          'start_time',
          'end_time',
          'source',
          'template',
          'status',
          'remark',
          'create_time',
        ],
      },
      CONTRACT_SIGN_SECTION,
    ],
  },
});

/** 签约商户: each merchant with contracts, how many and in which state, and when the last runs out. */
export const contractMerchantView = defineView({
  key: 'base/services/contract/merchant',
  label: '签约商户',
  scope: 'merchant',
  permissions: { list: 'contract:merchant:list' },
  fields: {
    merchant_no: field.text({ label: '商户编号', maxLength: 32, ...RO, search: 'eq' }),
    merchant_name: field.text({ label: '商户名称', maxLength: 128, ...RO, search: 'contains' }),
    contract_count: field.integer({ label: '合同数', ...RO }),
    pending_count: field.integer({ label: '待签署', ...RO }),
    signed_count: field.integer({ label: '已签署', ...RO }),
    last_end_time: field.time({ label: '最晚到期日期', ...RO, sortable: true }),
  },
  list: {
    columns: [
      'merchant_no',
      'merchant_name',
      'contract_count',
      'pending_count',
      'signed_count',
      'last_end_time',
    ],
    sort: ['last_end_time', 'desc'],
  },
  rowKey: ['merchant_no'],
  totals: ['contract_count', 'pending_count', 'signed_count'],
});
