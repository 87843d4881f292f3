import { DeviceDetailView } from '../shared/energy-device';

/** 设备详情 under a station's 设备管理. */
export default function DeviceDetailPage() {
  return <DeviceDetailView />;
}
