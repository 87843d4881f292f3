import { CustomerInfo } from '../../shared/customer/CustomerInfo';

/** 客户信息 of parking (/parking/customer/detail/info): the shared customer card, parking's counts. */
export default function CustomerInfoPage() {
  return <CustomerInfo product="parking" />;
}
