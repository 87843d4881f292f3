import { profitSharePolicyResource } from '@console/core';
import type { ColumnsOverride } from '../../resources';
import { ProfitSettingList } from './ProfitSettingList';
import { formatRate, rateControl } from './rate-control';

const CONTROLS = {
  platform_rate: rateControl('平台分成比例'),
  partner_rate: rateControl('服务商分成比例'),
};
const PERCENT = { render: (value: unknown) => formatRate(value) };
const COLUMNS: ColumnsOverride = { platform_rate: PERCENT, partner_rate: PERCENT, merchant_rate: PERCENT };

/** 分账政策: who gets which share of one business; the merchant keeps what the others leave. */
export default function ProfitPolicyPage() {
  return (
    <ProfitSettingList
      resource={profitSharePolicyResource}
      controls={CONTROLS}
      columnsOverride={COLUMNS}
      defaults={() => ({ business: 1 })}
    />
  );
}
