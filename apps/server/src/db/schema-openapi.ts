import type {
  openapiAppModuleResource,
  openapiAppResource,
  openapiCallbackResource,
  openapiDeliveryResource,
} from '@console/core';
import type { Generated } from 'kysely';
import type { TableOf } from './table-of.js';

/** The open API (migration 2026-11-29-60-openapi-apps). */
export interface OpenapiTables {
  openapi_app: TableOf<
    typeof openapiAppResource,
    { nullable: 'remark'; generated: 'status' | 'secret_time' }
  > & { merchant_id: number; secret_cipher: string | null };
  openapi_app_module: TableOf<typeof openapiAppModuleResource, { generated: 'status' }> & {
    merchant_id: number;
  };
  openapi_callback: TableOf<typeof openapiCallbackResource, { generated: 'status' }> & {
    merchant_id: number;
  };
  openapi_nonce: { id: Generated<number>; app_id: number; nonce: string; expire_time: number };
  openapi_event: TableOf<
    typeof openapiDeliveryResource,
    {
      nullable: 'last_error';
      generated: 'url' | 'status' | 'attempts' | 'last_http_status' | 'last_try_time' | 'delivered_time';
    }
  > & { merchant_id: number; park_id: number | null };
}
