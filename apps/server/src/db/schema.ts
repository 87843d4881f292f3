import type { Generated } from 'kysely';
import type {
  departmentResource,
  operationLogResource,
  productResource,
  projectResource,
  propertyApplicationResource,
  qrcodeResource,
  roleResource,
  runtimeAppMetadataResource,
  runtimeAppResource,
  sessionResource,
  subAccountResource,
  walletTransactionResource,
} from '@console/core';
import type { TableOf } from './table-of.js';
import type { BonusTables } from './schema-bonus.js';
import type { ParkingTables } from './schema-parking.js';
import type { ParkingNetworkTables } from './schema-parking-network.js';
import type { ParkingOperationTables } from './schema-parking-operations.js';
import type { ParkingCouponTables } from './schema-parking-coupons.js';
import type { CouponHoldingTables } from './schema-coupon-holding.js';
import type { CouponCodeTables } from './schema-coupon-codes.js';
import type { JobTables } from './schema-jobs.js';
import type { GroupCarTables } from './schema-group-cars.js';
import type { AdvertisingTables } from './schema-advertising.js';
import type { LedgerTables } from './schema-ledger.js';
import type { EnergyTables } from './schema-energy.js';
import type { OcppTables } from './schema-ocpp.js';
import type { ProfitTables } from './schema-profit.js';
import type { ProfitShareTables } from './schema-profit-share.js';
import type { ChannelTables } from './schema-channel.js';
import type { OkrTables } from './schema-okr.js';
import type { OpenapiTables } from './schema-openapi.js';
import type { BaseServicesTables } from './schema-base-services.js';
import type { InvoiceTables } from './schema-invoice.js';
import type { ContractTables } from './schema-contracts.js';

/**
 * Table types of the whole database, one per table, snake_case as on the wire.
 * Time columns are Unix seconds; money columns are integer fen; 1/0 flags are smallints.
 * A table that stores one resource definition derives from it (TableOf, see table-of.ts); the rest
 * are written by hand: tables no definition describes, and merchant, whose `kind` the server reads
 * as TenantKind while TableOf types a string code column as string.
 */
type Id = Generated<number>;

export interface SystemMetaTable {
  key: string;
  value: string;
  update_time: number;
}

export type TenantKind = 'platform' | 'partner' | 'merchant' | 'group' | 'advertiser';

export interface MerchantTable {
  id: Id;
  merchant_no: string;
  name: string;
  kind: TenantKind;
  parent_id: number | null;
  path: string;
  status: Generated<number>;
  contact_name: string | null;
  contact_mobile: string | null;
  address: string | null;
  licence_no: string | null;
  logo: string | null;
  create_time: number;
  update_time: number;
}

export interface MerchantProductTable {
  merchant_id: number;
  product: string;
}

export type ManagerTable = TableOf<
  typeof subAccountResource,
  {
    virtual: 'password' | 'role_ids' | 'role_names';
    nullable: 'mobile';
    generated: 'status' | 'last_login_time';
  }
> & {
  merchant_id: number;
  password_hash: string;
  is_main: Generated<number>;
  avatar: string | null;
  failed_attempts: Generated<number>;
  locked_until: Generated<number>;
  password_changed_time: number;
  department_id: number | null;
};

export type RoleTable = TableOf<
  typeof roleResource,
  { virtual: 'permissions' | 'park_ids'; nullable: 'description' }
> & { merchant_id: number };

export interface RolePermissionTable {
  role_id: number;
  permission: string;
}

export interface ManagerRoleTable {
  manager_id: number;
  role_id: number;
}

export type SessionTable = TableOf<
  typeof sessionResource,
  { virtual: 'account' | 'name' | 'current'; generated: 'ip' | 'user_agent' | 'revoked_time' }
> & {
  token_hash: string;
  merchant_id: number;
  app_id: Generated<string>;
  revoke_reason: Generated<string>;
  /** The token this one replaced, still accepted until previous_valid_until (rotation grace). */
  previous_token_hash: string | null;
  previous_valid_until: Generated<number>;
  /** Salt the current token was derived from the previous one with (see token-rotation.ts). */
  rotation_salt: Generated<string>;
};

export interface RateLimitCounterTable {
  key: string;
  window_end_ms: number;
  hits: number;
}

export interface CaptchaTable {
  id: string;
  answer_hash: string;
  expire_time: number;
}

export interface LoginLogTable {
  id: Id;
  manager_id: number | null;
  account: string;
  success: number;
  reason: Generated<string>;
  ip: Generated<string>;
  user_agent: Generated<string>;
  create_time: number;
}

export type RuntimeAppTable = TableOf<
  typeof runtimeAppResource,
  { virtual: 'domains'; generated: 'status' }
> & { merchant_id: number | null };

export interface RuntimeAppDomainTable {
  domain: string;
  runtime_app_id: number;
}

export type RuntimeAppMetadataTable = TableOf<
  typeof runtimeAppMetadataResource,
  { virtual: 'app_name'; generated: 'status' }
>;

export interface QaModuleTable {
  id: Id;
  name: string;
  sort: Generated<number>;
}

export interface MessageTable {
  id: Id;
  app_id: string;
  user_id: number;
  user_type: Generated<number>;
  module_id: number | null;
  title: string;
  body: string;
  link: Generated<string>;
  read_status: Generated<number>;
  read_time: Generated<number>;
  create_time: number;
  /** The 消息推送 that wrote it, if one did. */
  push_id: Generated<number | null>;
}

export interface AnnouncementTable {
  id: Id;
  title: string;
  content: string;
  tags: Generated<string>;
  status: Generated<number>;
  publish_time: number;
  create_time: number;
  update_time: number;
  /** NOTICE_AUDIENCE: 'all' or the tenant kind that reads it. */
  audience: Generated<string>;
  is_top: Generated<number>;
}

export interface UploadTokenTable {
  id: Id;
  token_hash: string;
  manager_id: number;
  merchant_id: number;
  namespace: string;
  content_hash: string;
  ext: string;
  kind: string;
  create_time: number;
  expire_time: number;
  used_time: Generated<number>;
}

export interface FileObjectTable {
  id: Id;
  hash: string;
  ext: string;
  size: number;
  mime: string;
  namespace: string;
  merchant_id: number;
  manager_id: number;
  create_time: number;
}

export interface StorageKvTable {
  manager_id: number;
  key: string;
  merchant_id: number;
  value: string;
  update_time: number;
}

/** One row (id 1) whose n moves, by trigger, with every change to a grant table (migration 2026-11-25-01). */
export interface GrantEpochTable {
  id: number;
  n: number;
}

/** A merchant's own settings document of one kind (its 发票抬头), as JSON. */
export interface MerchantSettingTable {
  id: Id;
  merchant_id: number;
  kind: string;
  value_json: string;
  update_time: number;
}

/** 二维码: a merchant's named link (base services). */
export type QrcodeTable = TableOf<
  typeof qrcodeResource,
  {
    nullable: 'remark' | 'park_id' | 'fixed_code_id';
    generated: 'status' | 'kind' | 'content';
  }
> & {
  merchant_id: number;
};

export interface Database
  extends
    ParkingTables,
    ParkingNetworkTables,
    ParkingOperationTables,
    ParkingCouponTables,
    CouponHoldingTables,
    CouponCodeTables,
    BonusTables,
    JobTables,
    GroupCarTables,
    LedgerTables,
    AdvertisingTables,
    ProfitTables,
    ProfitShareTables,
    ChannelTables,
    OkrTables,
    OpenapiTables,
    BaseServicesTables,
    EnergyTables,
    InvoiceTables,
    ContractTables,
    OcppTables {
  system_meta: SystemMetaTable;
  merchant: MerchantTable;
  merchant_product: MerchantProductTable;
  merchant_setting: MerchantSettingTable;
  qrcode: QrcodeTable;
  manager: ManagerTable;
  role: RoleTable;
  role_permission: RolePermissionTable;
  manager_role: ManagerRoleTable;
  grant_epoch: GrantEpochTable;
  session: SessionTable;
  captcha: CaptchaTable;
  rate_limit_counter: RateLimitCounterTable;
  login_log: LoginLogTable;
  runtime_app: RuntimeAppTable;
  runtime_app_domain: RuntimeAppDomainTable;
  runtime_app_metadata: RuntimeAppMetadataTable;
  qa_module: QaModuleTable;
  message: MessageTable;
  announcement: AnnouncementTable;
  upload_token: UploadTokenTable;
  file_object: FileObjectTable;
  storage_kv: StorageKvTable;
  audit_log: AuditLogTable;
  product: ProductTable;
  department: DepartmentTable;
  wallet: WalletTable;
  wallet_transaction: WalletTransactionTable;
  property_application: PropertyApplicationTable;
  project: ProjectTable;
  project_grant: ProjectGrantTable;
}

/** One change made through the resource engine; before/after are JSON snapshots with secrets redacted. */
export type AuditLogTable = TableOf<
  typeof operationLogResource,
  { nullable: 'before_json' | 'after_json'; generated: 'ip' }
> & { merchant_id: number };

/** A product of the catalogue; a merchant holding it (merchant_product) may use codes of its areas. */
export type ProductTable = TableOf<
  typeof productResource,
  { nullable: 'description'; generated: 'kind' | 'permission_areas' | 'status' }
>;

/** One node of a merchant's org chart; parent_id null is a root. */
export type DepartmentTable = TableOf<
  typeof departmentResource,
  {
    virtual: 'leader_name' | 'member_count' | 'member_ids';
    nullable: 'parent_id' | 'leader_id';
    generated: 'sort';
  }
> & { merchant_id: number };

/** One wallet per merchant; balance and frozen are fen. */
export interface WalletTable {
  merchant_id: number;
  balance: Generated<number>;
  frozen: Generated<number>;
  update_time: number;
}

/** A balance movement: amount is signed fen, balance_after the balance right after it. */
export type WalletTransactionTable = TableOf<typeof walletTransactionResource, { generated: 'remark' }> & {
  merchant_id: number;
};

/** merchant_id is the reviewing tenant (partner or platform), not the applicant. */
export type PropertyApplicationTable = TableOf<
  typeof propertyApplicationResource,
  {
    generated: 'address' | 'licence_image' | 'status' | 'audit_remark' | 'created_merchant_no' | 'audit_time';
  }
> & {
  merchant_id: number;
  applicant_id: number | null;
  ip: Generated<string>;
};

/** A merchant's project for one property customer. */
export type ProjectTable = TableOf<
  typeof projectResource,
  {
    virtual: 'authorized_names' | 'authorized_ids';
    nullable: 'area_code' | 'address' | 'remark';
    generated: 'status';
  }
> & { merchant_id: number };

/** Another tenant of the owner's scope allowed to work on a project. */
export interface ProjectGrantTable {
  project_id: number;
  merchant_id: number;
  create_time: number;
}
