import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/**
 * 商户管理: the merchants a lot owner lets buy its coupons, each named by its 商户号 (a shop is not a
 * tenant below the lot owner, so there is no list to pick it from), and 绑定车场授权: the owner's lots
 * it may buy for. 停用 stops new purchases; coupons already bought stay usable.
 */
export const couponMerchantResource = defineResource({
  key: 'parking-coupon/merchant',
  table: 'coupon_merchant',
  label: '券商户',
  scope: 'merchant',
  permissions: {
    list: 'coupon:merchant:list',
    detail: 'coupon:merchant:list',
    create: 'coupon:merchant:create',
    update: 'coupon:merchant:update',
  },
  fields: {
    buyer_no: field.text({
      label: '商户号',
      maxLength: 32,
      required: true,
      immutable: true,
      virtual: true,
      help: '购券商户在“商户信息”中看到的商户号',
    }),
    buyer_name: field.text({ label: '商户名称', virtual: true, ...RO, show: ['list', 'detail'] }),
    park_ids: field.ref('park', {
      label: '授权车场',
      multiple: true,
      virtual: true,
      ...RO,
      show: ['detail'],
    }),
    park_names: field.text({ label: '授权车场', virtual: true, ...RO, show: ['list'] }),
    status: field.code(ENABLED_STATUS, { label: '状态', ...RO, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255 }),
    create_time: field.time({ label: '添加时间', ...RO, sortable: true }),
    update_time: field.time({ label: '更新时间', ...RO, show: ['detail'] }),
  },
  list: {
    columns: ['buyer_no', 'buyer_name', 'park_names', 'status', 'remark', 'create_time'],
    sort: ['create_time', 'desc'],
  },
  enableDisable: { permission: 'coupon:merchant:update' },
  actions: {
    authorize: {
      label: '绑定车场',
      permission: 'coupon:merchant:authorize',
      ask: 'page',
      input: {
        park_ids: field.ref('park', { label: '授权车场', multiple: true, required: true }),
      },
      prefill: { park_ids: 'park_ids' },
      summary: ['buyer_no', 'buyer_name'],
      done: '授权车场已保存',
    },
  },
  detail: {
    sections: [
      { title: '商户', fields: ['buyer_no', 'buyer_name', 'status', 'remark'] },
      { title: '授权车场', fields: ['park_ids'] },
      { title: '记录', fields: ['create_time', 'update_time'] },
    ],
  },
});
