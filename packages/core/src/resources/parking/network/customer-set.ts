import { ENABLED_STATUS } from '../../../code-tables/enabled-status.js';
import { defineResource } from '../../define-resource.js';
import { field } from '../../field.js';

/** The products that sell software packages to their customers, each with its own codes. */
export type CustomerSetProduct = 'parking' | 'energy';

const PRODUCT_SET = {
  parking: {
    key: 'parking/customer-set',
    customer: 'parking/customer',
    quota: '可用车场数',
    permissions: {
      list: 'parking:customer:set:list',
      detail: 'parking:customer:set:list',
      create: 'parking:customer:set:create',
      update: 'parking:customer:set:update',
    },
  },
  energy: {
    key: 'energy/customer-set',
    customer: 'energy/customer',
    quota: '可用充电站数',
    permissions: {
      list: 'energy:customer:software:list',
      detail: 'energy:customer:software:list',
      create: 'energy:customer:software:create',
      update: 'energy:customer:software:update',
    },
  },
} as const;

/**
 * 软件套餐: a software package sold to one customer (a merchant below the partner): which software,
 * for how many sites, at what price, for which period. The row belongs to the customer's tenant,
 * so the customer sees its own packages and the partner above it sees all of them. One table for
 * every product (`customer_software_set.product` tells them apart); each product's definition has
 * its own key, codes and customer list, and the server narrows its rows to the product.
 */
function customerSetFor<P extends CustomerSetProduct>(product: P) {
  const of = PRODUCT_SET[product];
  return defineResource({
    key: of.key,
    table: 'customer_software_set',
    label: '软件套餐',
    scope: 'merchant',
    permissions: of.permissions,
    fields: {
      customer_id: field.ref(of.customer, {
        label: '客户',
        required: true,
        immutable: true,
        search: 'eq',
        show: ['detail', 'form'],
      }),
      name: field.text({ label: '套餐名称', maxLength: 64, required: true, search: 'contains' }),
      software_id: field.ref('parking/software', { label: '软件', required: true, show: ['detail', 'form'] }),
      software_name: field.text({ label: '软件', virtual: true, readOnly: true, show: ['list', 'detail'] }),
      park_quota: field.integer({ label: of.quota, minimum: 1, maximum: 10_000, required: true }),
      price: field.money({ label: '套餐价格', maximum: 100_000_000_00, required: true }),
      start_time: field.time({ label: '生效时间', required: true, sortable: true }),
      end_time: field.time({ label: '到期时间', required: true }),
      status: field.code(ENABLED_STATUS, { label: '状态', required: true, search: 'eq' }),
      remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
      create_time: field.time({ label: '创建时间', readOnly: true, show: ['detail'] }),
    },
    list: {
      columns: ['name', 'software_name', 'park_quota', 'price', 'start_time', 'end_time', 'status'],
      sort: ['start_time', 'desc'],
    },
  });
}

/** 软件套餐 of a parking customer (the customer tab 软件套餐). */
export const customerSetResource = customerSetFor('parking');
/** 软件套餐 of an energy customer (客户软件, with its create and edit routes). */
export const energyCustomerSetResource = customerSetFor('energy');
