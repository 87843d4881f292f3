import { CustomerSetList } from '../../shared/customer/CustomerSetList';

/** 软件套餐 of parking (/parking/customer/detail/set-list): 新增 and 编辑 in a modal. */
export default function CustomerSetListPage() {
  return <CustomerSetList product="parking" />;
}
