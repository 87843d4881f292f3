// The money ledger's public face (issue 18): what routes/index.ts, the jobs and other modules import.
export { post, move, balanceOf, unbalancedEntries, ACCOUNT } from './ledger.js';
export { chinaDay, DAY } from './ledger-day.js';
export { recordTrade, refundTrade, type TradeSource } from './ledger-trades.js';
export { runSettlement, settleMerchantDay } from './ledger-settle.js';
export { postShares, type PlannedShare } from './ledger-shares.js';
export { openTransfers, payTransfers } from './ledger-transfers.js';
export { SETTLEMENT_CRON, SETTLEMENT_QUEUE, settleAndTransfer, settlementJob } from './settlement-jobs.js';
export { ledgerRoutes } from './ledger-routes.js';
