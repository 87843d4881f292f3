import { DeviceDetailView } from '../shared/energy-device';

/** 设备详情 of the energy merchant's 设备管理 (its own stations' charge points only, by the server). */
export default function DeviceDetailPage() {
  return <DeviceDetailView />;
}
