import {
  stationChannelSettings,
  stationPrepaymentSettings,
  stationRuntimeSettings,
  type AnySettings,
} from '@console/core';
import { SettingsCard } from '../../resources';
import { BillingRuleCard } from '../shared/energy';
import { StationGate } from './StationGate';

function StationSettingsPage({ settings }: { settings: AnySettings }) {
  return <StationGate>{(station) => <SettingsCard settings={settings} ownerId={station.id} />}</StationGate>;
}

/** /energy/station/detail/config/runtime: 运行配置 of the station. */
export const StationRuntimePage = () => <StationSettingsPage settings={stationRuntimeSettings} />;

/** /energy/station/detail/config/channel: which channels the station accepts and who collects. */
export const StationChannelPage = () => <StationSettingsPage settings={stationChannelSettings} />;

/** /energy/station/detail/config/prepayment: 预付费设置 (read by the OCPP part when a session starts). */
export const StationPrepaymentPage = () => <StationSettingsPage settings={stationPrepaymentSettings} />;

/** /energy/station/detail/config/billing: the station's time-of-use 计费规则. */
export const StationBillingPage = () => (
  <StationGate>{(station) => <BillingRuleCard stationId={station.id} />}</StationGate>
);
