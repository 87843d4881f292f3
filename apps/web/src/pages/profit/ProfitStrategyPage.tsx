import { profitStrategyResource } from '@console/core';
import { ProfitSettingList } from './ProfitSettingList';

/** 分账策略: which policy applies to which customers from when; the server refuses overlaps. */
export default function ProfitStrategyPage() {
  return (
    <ProfitSettingList
      resource={profitStrategyResource}
      defaults={() => ({ start_time: Math.floor(Date.now() / 1000) })}
    />
  );
}
