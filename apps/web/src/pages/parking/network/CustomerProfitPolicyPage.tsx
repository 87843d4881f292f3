import { CustomerProfitSetting } from '../../shared/profit-setting/CustomerProfitSetting';
import { CustomerGate } from '../../shared/customer/CustomerGate';

/** 分账政策: the customer's one profit-sharing policy (its 分账设置), set up once and then edited. */
export default function CustomerProfitPolicyPage() {
  return <CustomerGate>{(customer) => <CustomerProfitSetting customer={customer} />}</CustomerGate>;
}
