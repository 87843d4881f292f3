import { named, type ScreenMap } from './screen-map';

const customerPages = () => import('../../pages/energy/CustomerPages');

/** Energy page modules of the customers part (issue 19): parking's customer screens, energy's product. */
export const ENERGY_CUSTOMER_SCREENS = {
  'energy/CustomerListPage': named(customerPages, 'EnergyCustomerListPage'),
  'energy/CustomerInfoPage': named(customerPages, 'EnergyCustomerInfoPage'),
  'energy/CustomerSoftwarePage': named(customerPages, 'EnergyCustomerSoftwarePage'),
  'energy/CustomerSetCreatePage': named(customerPages, 'EnergyCustomerSetCreatePage'),
  'energy/CustomerSetEditPage': named(customerPages, 'EnergyCustomerSetEditPage'),
} satisfies ScreenMap<'energy'>;
