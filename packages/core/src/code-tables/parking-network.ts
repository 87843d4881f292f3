import { defineCodeTable } from './define-code-table.js';

/**
 * Audit state of a collected lot: it waits (0) until a partner approves it (1, a park is created) or
 * rejects it with a reason (2). Only a waiting lot can be audited; both outcomes are final.
 */
export const COLLECTION_STATUS = defineCodeTable([
  { value: 0, label: '待审核', color: 'processing' },
  { value: 1, label: '已通过', color: 'success' },
  { value: 2, label: '已驳回', color: 'error' },
]);

/** Whether a partner serves a city now; a paused city stays listed with its parks. */
export const CITY_STATUS = defineCodeTable([
  { value: 1, label: '已开通', color: 'success' },
  { value: 0, label: '已暂停', color: 'default' },
]);

/** How a parking-system software talks to the platform. */
export const SOFTWARE_PROTOCOL = defineCodeTable([
  { value: 'http', label: 'HTTP 接口', color: 'blue' },
  { value: 'mqtt', label: 'MQTT', color: 'cyan' },
  { value: 'tcp', label: 'TCP 长连接', color: 'geekblue' },
  { value: 'websocket', label: 'WebSocket', color: 'purple' },
]);

/** What a terminal at a gate is. */
export const AGENT_KIND = defineCodeTable([
  { value: 1, label: '入口相机', color: 'processing' },
  { value: 2, label: '出口相机', color: 'success' },
  { value: 3, label: '显示屏', color: 'cyan' },
  { value: 4, label: '道闸控制器', color: 'purple' },
]);

/** A terminal is online while its last heartbeat is at most AGENT_ONLINE_SECONDS old. */
export const AGENT_ONLINE = defineCodeTable([
  { value: 1, label: '在线', color: 'success' },
  { value: 0, label: '离线', color: 'default' },
]);

/** Terminals report every 60 s; five missed reports mean the device is offline. */
export const AGENT_ONLINE_SECONDS = 300;

/** How often a customer's profit share is settled. */
export const SETTLE_CYCLE = defineCodeTable([
  { value: 1, label: '按日结算', color: 'processing' },
  { value: 2, label: '按周结算', color: 'cyan' },
  { value: 3, label: '按月结算', color: 'geekblue' },
]);
