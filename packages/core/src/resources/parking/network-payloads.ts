import { listPayloadOf } from '../../api/answers.js';
import { s, type Infer } from '../../api/schema.js';

/** The hand-written lists of the parking network (park picker, city parks, customers' software). */

/** GET park/simple-list: the park picker's first matches. */
export const PARK_OPTION = s.object({ id: s.integer(), name: s.string(), g_park_uuid: s.string() });
export type ParkOption = Infer<typeof PARK_OPTION>;
export const PARK_OPTION_LIST = listPayloadOf(PARK_OPTION);

/** GET parking/city/park-list: the parks in one city the caller sees. */
export const CITY_PARK = s.object({
  id: s.integer(),
  name: s.string(),
  g_park_uuid: s.string(),
  area_code: s.string(),
  address: s.string(),
  total_spaces: s.integer(),
  charge_mode: s.integer(),
  status: s.integer(),
  create_time: s.integer(),
  merchant_name: s.string({ title: '所属商户' }),
});
export const CITY_PARK_LIST = listPayloadOf(CITY_PARK);

/** GET parking/city/mine: the cities the caller's tenants opened, each with its visible park count. */
export const OPEN_CITY = s.object({
  id: s.integer(),
  name: s.string(),
  area_code: s.string(),
  province: s.string(),
  status: s.integer(),
  sort_no: s.integer(),
  create_time: s.integer(),
  park_count: s.integer({ title: '车场数' }),
});
export const OPEN_CITY_LIST = listPayloadOf(OPEN_CITY);

/** GET parking/customer/detail: one customer with its parks' count and spaces. */
export const CUSTOMER_INFO = s.object({
  id: s.integer(),
  merchant_no: s.string(),
  name: s.string(),
  status: s.integer(),
  contact_name: s.nullable(s.string()),
  contact_mobile: s.nullable(s.string()),
  create_time: s.integer(),
  park_count: s.integer(),
  total_spaces: s.integer(),
});

/** GET parking/customer/software/list: each park of a customer and the software it runs, if any. */
export const CUSTOMER_PARK_SOFTWARE = s.object({
  park_id: s.integer(),
  park_name: s.string(),
  g_park_uuid: s.string(),
  park_status: s.integer(),
  software_id: s.nullable(s.integer()),
  install_time: s.nullable(s.integer()),
  remark: s.nullable(s.string()),
  software_name: s.nullable(s.string()),
  vendor: s.nullable(s.string()),
  version: s.nullable(s.string()),
  protocol: s.nullable(s.string()),
});
export const CUSTOMER_PARK_SOFTWARE_LIST = listPayloadOf(CUSTOMER_PARK_SOFTWARE);

/**
 * GET energy/customer/detail: an energy customer (客户信息 of 能源服务商), with how many stations,
 * charge points and connectors it runs. The same customer fields as parking's.
 */
export const ENERGY_CUSTOMER_INFO = s.object({
  id: s.integer(),
  merchant_no: s.string(),
  name: s.string(),
  status: s.integer(),
  contact_name: s.nullable(s.string()),
  contact_mobile: s.nullable(s.string()),
  create_time: s.integer(),
  station_count: s.integer(),
  device_count: s.integer(),
  connector_count: s.integer(),
});
export type EnergyCustomerInfo = Infer<typeof ENERGY_CUSTOMER_INFO>;
