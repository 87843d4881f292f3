import { s, type Infer } from '../../api/schema.js';

/** POST devtool/ledger/settle: what one run of the settlement job did. */
export const SETTLE_OUTCOME = s.object({
  settled: s.integer({ title: '新结算单数' }),
  opened: s.integer({ title: '新转账单数' }),
  paid: s.integer({ title: '转账成功数' }),
  failed: s.integer({ title: '转账失败数' }),
});
export type SettleOutcome = Infer<typeof SETTLE_OUTCOME>;
