import { CustomerList } from '../../shared/customer/CustomerList';

/** 客户列表 of parking (/parking/customer/list). */
export default function CustomerListPage() {
  return <CustomerList product="parking" />;
}
