import { CustomerInfo } from '../shared/customer/CustomerInfo';
import { CustomerList } from '../shared/customer/CustomerList';
import { CustomerSetForm, CustomerSetList } from '../shared/customer/CustomerSetList';

/**
 * 能源服务商's 客户 (/energy/customer/*): the parking customer screens with the energy product (its
 * customer view, detail call, group and codes), never copies of them.
 */
export function EnergyCustomerListPage() {
  return <CustomerList product="energy" />;
}

/** 客户信息: who the customer is and its stations, charge points and connectors. */
export function EnergyCustomerInfoPage() {
  return <CustomerInfo product="energy" />;
}

/** 客户软件: the software packages sold to the customer, with 新建软件套餐 and 编辑软件套餐. */
export function EnergyCustomerSoftwarePage() {
  return <CustomerSetList product="energy" />;
}

export function EnergyCustomerSetCreatePage() {
  return <CustomerSetForm product="energy" mode="create" />;
}

export function EnergyCustomerSetEditPage() {
  return <CustomerSetForm product="energy" mode="edit" />;
}
