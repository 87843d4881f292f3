import { CAR_TYPE, defineResource, field } from '@console/core';

/** A definition with one field of each kind the account resources lack (money, plate, boolean...). */
export const parkingFeeFixture = defineResource({
  key: 'test/parking-fee',
  table: 'parking_fee',
  label: '停车费',
  scope: 'park',
  permissions: { list: 'parking:record:list', detail: 'parking:record:detail' },
  fields: {
    plate: field.plate({ label: '车牌号', search: 'contains' }),
    car_type: field.code(CAR_TYPE, { label: '车辆类型', search: 'eq' }),
    amount: field.money({ label: '应收金额', search: 'range' }),
    paid: field.boolean({ label: '已支付', search: 'eq' }),
    visits: field.integer({ label: '次数', search: 'eq' }),
    entry_time: field.time({ label: '入场时间', search: 'range', sortable: true }),
    park_id: field.park({ label: '车场' }),
  },
  list: {
    columns: ['plate', 'car_type', 'amount', 'paid', 'visits', 'entry_time'],
    sort: ['entry_time', 'desc'],
  },
});
