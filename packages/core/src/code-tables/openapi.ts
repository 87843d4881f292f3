import { defineCodeTable } from './define-code-table.js';

/**
 * The open-API modules an app may be granted (开放平台 › 模块列表). Each module's values equal the
 * lot access-grant scope (PARK_ACL_SCOPE) that opens the same data of one lot, so a call needs both:
 * the module on the app and the scope in the lot's grant to the app.
 */
export const OPENAPI_MODULE = defineCodeTable([
  { value: 'record', label: '停车记录', color: 'processing' },
  { value: 'in_parking', label: '在场车辆', color: 'cyan' },
  { value: 'order', label: '订单', color: 'success' },
]);

/** The events an app may receive at a callback URL, and the module each needs. */
export const OPENAPI_EVENT = defineCodeTable([
  { value: 'car_exit', label: '车辆出场', color: 'processing' },
  { value: 'order_paid', label: '订单支付', color: 'success' },
]);

/** The module (and lot grant scope) an event needs: an exit is part of the records, a payment of the orders. */
export const OPENAPI_EVENT_MODULE = { car_exit: 'record', order_paid: 'order' } as const;

/** A callback's delivery: waiting (first try or a retry queued), acknowledged with 2xx, or given up. */
export const OPENAPI_DELIVERY_STATUS = defineCodeTable([
  { value: 0, label: '投递中', color: 'processing' },
  { value: 1, label: '已送达', color: 'success' },
  { value: 2, label: '投递失败', color: 'error' },
]);
