import { COUPON_USE_STATUS } from '../../../code-tables/coupon.js';
import { defineResource } from '../../define-resource.js';
import { field } from '../../field.js';
import { bonusParkFields } from './bonus-event.js';

/**
 * 红包发放记录: one red packet handed to a plate. Written only by the activity's 发放红包 action
 * (never created or edited by hand), so it reads with the activity's detail code. The packet is also
 * a coupon grant (券码 = 发放单号) taken off at the exit; its 使用状态 and 抵扣金额 are read from it.
 */
export const bonusGrantResource = defineResource({
  key: 'bonus/grant',
  table: 'bonus_grant',
  label: '红包发放记录',
  scope: 'park',
  permissions: { list: 'bonus:event:detail', detail: 'bonus:event:detail' },
  fields: {
    park_id: { ...bonusParkFields.park_id, show: ['detail'] },
    event_id: field.integer({ label: '红包活动', search: 'eq', show: ['detail'] }),
    grant_no: field.text({ label: '发放单号', maxLength: 32, search: 'eq' }),
    plate: field.plate({ label: '车牌号', search: 'contains' }),
    amount: field.money({ label: '红包金额' }),
    issuer_no: field.text({ label: '发放商户号', maxLength: 32, search: 'eq' }),
    issuer_name: field.text({ label: '发放商户名称', maxLength: 64 }),
    create_time: field.time({ label: '发放时间', sortable: true, search: 'range' }),
    // From the coupon grant the packet became: the exit gate takes it off like any coupon.
    use_status: field.code(COUPON_USE_STATUS, { label: '使用状态', virtual: true, readOnly: true }),
    use_time: field.time({ label: '使用时间', virtual: true, readOnly: true, show: ['detail'] }),
    discount_amount: field.money({ label: '抵扣金额', virtual: true, readOnly: true }),
    // Named by the module's row decorator; the screens show the park through park_id.
    park_name: field.text({ label: '车场', virtual: true, readOnly: true, show: [] }),
  },
  list: {
    columns: [
      'grant_no',
      'plate',
      'amount',
      'issuer_no',
      'issuer_name',
      'create_time',
      'use_status',
      'discount_amount',
    ],
    sort: ['create_time', 'desc'],
  },
});
