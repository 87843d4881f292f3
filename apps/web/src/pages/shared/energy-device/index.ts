export { DeviceDetailView } from './DeviceDetailView';
export { DeviceLivePanel } from './DeviceLivePanel';
