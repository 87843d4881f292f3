import { formatTimestamp, maskPhone } from '@console/core';
import { Card, Descriptions } from 'antd';
import { CustomerGate } from './CustomerGate';
import type { CustomerDetail } from './use-customer';

/** 客户信息: who the customer is and how many parks and spaces it runs. */
export default function CustomerInfoPage() {
  return <CustomerGate>{(customer) => <CustomerInfo customer={customer} />}</CustomerGate>;
}

function CustomerInfo({ customer }: { customer: CustomerDetail }) {
  return (
    <Card title="客户信息">
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'name', label: '客户名称', children: customer.name },
          { key: 'no', label: '商户号', children: customer.merchant_no },
          { key: 'contact', label: '联系人', children: customer.contact_name || '-' },
          { key: 'mobile', label: '联系电话', children: maskPhone(customer.contact_mobile) },
          { key: 'parks', label: '车场数', children: customer.park_count },
          { key: 'spaces', label: '车位总数', children: customer.total_spaces },
          { key: 'status', label: '状态', children: customer.status === 1 ? '正常' : '已停用' },
          { key: 'time', label: '入驻时间', children: formatTimestamp(customer.create_time) },
        ]}
      />
    </Card>
  );
}
