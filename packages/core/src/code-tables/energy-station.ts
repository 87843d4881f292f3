import { defineCodeTable } from './define-code-table.js';

/** 充电记录的状态 (energy_charge_record.status): a session charging, ended, or ended by a fault. */
export const CHARGE_RECORD_STATUS = defineCodeTable([
  { value: 1, label: '充电中', color: 'processing' },
  { value: 2, label: '已结束', color: 'success' },
  { value: 3, label: '异常结束', color: 'error' },
]);

/** Who collects a station's payments: the station's own merchant account or its partner's. */
export const ENERGY_COLLECTOR = defineCodeTable([
  { value: 1, label: '电站商户收款', color: 'blue' },
  { value: 2, label: '服务商代收', color: 'purple' },
]);
