// 结算平台 and the ledger's screens (issue 18); the service and trading-centre routes show them too.
export { tradeRefundResource, tradeResource } from './trade.js';
export { settlementLineResource, settlementResource, transferResource } from './settlement.js';
export { SETTLE_OUTCOME, type SettleOutcome } from './ledger-payloads.js';
