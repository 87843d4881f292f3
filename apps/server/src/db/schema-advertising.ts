import type { Generated } from 'kysely';

type Id = Generated<number>;

/** Advertising (migration 2026-11-28-50-advertising). Money is integer fen, times Unix seconds. */
export interface AdAdvertiserTable {
  id: Id;
  merchant_id: number;
  name: string;
  industry: string;
  contact_name: string;
  contact_mobile: string;
  address: string | null;
  low_balance: Generated<number>;
  status: Generated<number>;
  remark: string | null;
  create_time: number;
}

export interface AdBidTable {
  id: Id;
  merchant_id: number;
  advertiser_id: number;
  slot_type: number;
  bid_mode: number;
  bid: number;
  update_time: number;
}

export interface AdRechargeTable {
  id: Id;
  merchant_id: number;
  advertiser_id: number;
  recharge_no: string;
  amount: number;
  remark: string | null;
  operator_name: Generated<string>;
  create_time: number;
}

export interface AdBillTable {
  id: Id;
  merchant_id: number;
  advertiser_id: number;
  entry_id: number;
  kind: number;
  amount: number;
  ref_no: string | null;
  memo: string | null;
  plan_id: number | null;
  slot_id: number | null;
  create_time: number;
}

export interface AdCategoryTable {
  id: Id;
  name: string;
  sort: Generated<number>;
  status: Generated<number>;
  create_time: number;
}

export interface AdMediaAppTable {
  id: Id;
  name: string;
  media_type: number;
  app_key: string;
  remark: string | null;
  status: Generated<number>;
  create_time: number;
}

export interface AdSlotTable {
  id: Id;
  name: string;
  slot_code: string;
  media_app_id: number;
  slot_type: number;
  width: number;
  height: number;
  floor_price: Generated<number>;
  park_id: number | null;
  provider_id: number | null;
  status: Generated<number>;
  create_time: number;
}

export interface AdPackageTable {
  id: Id;
  merchant_id: number;
  name: string;
  area_code: string | null;
  hour_start: Generated<number>;
  hour_end: Generated<number>;
  plate_provinces: Generated<string>;
  car_types: Generated<string>;
  create_time: number;
}

export interface AdPlanTable {
  id: Id;
  merchant_id: number;
  advertiser_id: number;
  name: string;
  slot_type: number;
  creative: string;
  creative_width: Generated<number>;
  creative_height: Generated<number>;
  landing_url: string | null;
  budget_daily: number;
  budget_total: number;
  start_time: number;
  end_time: number;
  package_id: number | null;
  freq_cap: Generated<number>;
  priority: Generated<number>;
  demand_id: number | null;
  audit_status: Generated<number>;
  reject_reason: string | null;
  auditor_name: string | null;
  audit_time: number | null;
  status: Generated<number>;
  create_time: number;
}

export interface AdDemandTable {
  id: Id;
  merchant_id: number;
  advertiser_id: number;
  title: string;
  slot_type: number;
  budget_total: number;
  start_time: number;
  end_time: number;
  description: string;
  audit_status: Generated<number>;
  reject_reason: string | null;
  auditor_name: string | null;
  audit_time: number | null;
  plan_id: number | null;
  create_time: number;
}

export interface AdEventTable {
  id: Id;
  event_no: string;
  decision_no: string;
  kind: number;
  merchant_id: number;
  advertiser_id: number;
  plan_id: number;
  slot_id: number;
  provider_id: number | null;
  park_id: number | null;
  viewer: Generated<string>;
  plate_province: string | null;
  cost_milli: Generated<number>;
  income_milli: Generated<number>;
  day: number;
  create_time: number;
}

export interface AdProviderRuleTable {
  id: Id;
  merchant_id: number;
  share_rate: number;
  settle_cycle: Generated<number>;
  status: Generated<number>;
  remark: string | null;
  update_time: number;
}

/** Serving's working tables (migration 2026-11-29-51-ad-serving-counters), ‰ fen as in ad_event. */
export interface AdDecisionTable {
  id: Id;
  decision_no: string;
  merchant_id: number;
  advertiser_id: number;
  plan_id: number;
  slot_id: number;
  provider_id: number | null;
  park_id: number | null;
  viewer: Generated<string>;
  plate_province: string | null;
  bid_mode: number;
  price_milli: number;
  share_rate: Generated<number>;
  impression_event: string | null;
  click_event: string | null;
  create_time: number;
}

export interface AdPlanSpendTable {
  id: Id;
  plan_id: number;
  day: number;
  spent_milli: Generated<number>;
}

export interface AdAdvertiserSpendTable {
  id: Id;
  advertiser_id: number;
  spent_milli: Generated<number>;
}

export interface AdSpendAccrualTable {
  id: Id;
  merchant_id: number;
  advertiser_id: number;
  plan_id: number;
  slot_id: number;
  provider_key: number;
  cost_milli: Generated<number>;
  income_milli: Generated<number>;
  posted_fen: Generated<number>;
  income_posted_fen: Generated<number>;
}

export interface AdvertisingTables {
  ad_advertiser: AdAdvertiserTable;
  ad_bid: AdBidTable;
  ad_recharge: AdRechargeTable;
  ad_bill: AdBillTable;
  ad_category: AdCategoryTable;
  ad_media_app: AdMediaAppTable;
  ad_slot: AdSlotTable;
  ad_package: AdPackageTable;
  ad_plan: AdPlanTable;
  ad_demand: AdDemandTable;
  ad_event: AdEventTable;
  ad_provider_rule: AdProviderRuleTable;
  ad_decision: AdDecisionTable;
  ad_plan_spend: AdPlanSpendTable;
  ad_advertiser_spend: AdAdvertiserSpendTable;
  ad_spend_accrual: AdSpendAccrualTable;
}
