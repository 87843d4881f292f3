import { formatTimestamp, maskPhone } from '@console/core';
import { Card, Descriptions } from 'antd';
import { CustomerGate } from './CustomerGate';
import type { CustomerDetail, CustomerProduct } from './use-customer';

/** What each product counts of a customer, after who it is. */
function countsOf(product: CustomerProduct, customer: CustomerDetail) {
  return product === 'parking'
    ? [
        { key: 'parks', label: '车场数', children: customer.park_count ?? 0 },
        { key: 'spaces', label: '车位总数', children: customer.total_spaces ?? 0 },
      ]
    : [
        { key: 'stations', label: '充电站数', children: customer.station_count ?? 0 },
        { key: 'devices', label: '充电桩数', children: customer.device_count ?? 0 },
        { key: 'connectors', label: '充电枪数', children: customer.connector_count ?? 0 },
      ];
}

/** 客户信息: who the customer is and what it runs in the product (parks and spaces, or stations). */
export function CustomerInfo({ product }: { product: CustomerProduct }) {
  return (
    <CustomerGate product={product}>
      {(customer) => (
        <Card title="客户信息">
          <Descriptions
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'name', label: '客户名称', children: customer.name },
              { key: 'no', label: '商户号', children: customer.merchant_no },
              { key: 'contact', label: '联系人', children: customer.contact_name || '-' },
              { key: 'mobile', label: '联系电话', children: maskPhone(customer.contact_mobile) },
              ...countsOf(product, customer),
              { key: 'status', label: '状态', children: customer.status === 1 ? '正常' : '已停用' },
              { key: 'time', label: '入驻时间', children: formatTimestamp(customer.create_time) },
            ]}
          />
        </Card>
      )}
    </CustomerGate>
  );
}
