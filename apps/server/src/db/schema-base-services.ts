import type { messagePushResource, qrcodeBatchResource } from '@console/core';
import type { Generated } from 'kysely';
import type { TableOf } from './table-of.js';

/** 消息推送 and 投码批次 (migration 2026-11-29-75-notices-pushes-qrcodes). */
export interface BaseServicesTables {
  message_push: TableOf<
    typeof messagePushResource,
    { virtual: 'read_count'; nullable: 'link'; generated: 'merchant_ids' | 'recipient_count' }
  >;
  qrcode_batch: TableOf<
    typeof qrcodeBatchResource,
    { nullable: 'prefix' | 'error'; generated: 'status' | 'done_count' }
  > & { merchant_id: number; file_size: Generated<number> };
}
