import { s } from '../../api/schema.js';

/** What the holder's coupon actions answer beside "done". */

/** PUT parking-coupon/warehouse/send: the grant made (or, for a retried request id, the first one). */
export const COUPON_SENT = s.object({
  id: s.integer(),
  grant_no: s.string({ title: '发券单号' }),
  expire_time: s.integer({ title: '到期时间' }),
});

/** PUT parking-coupon/warehouse/bulk-send: the grants queued (发放中) and the job that settles them. */
export const COUPON_BULK_QUEUED = s.object({
  count: s.integer({ title: '车牌数' }),
  job_id: s.integer(),
});
