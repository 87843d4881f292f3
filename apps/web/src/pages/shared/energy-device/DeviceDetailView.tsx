import { chargePointResource } from '@console/core';
import { Flex } from 'antd';
import { ResourceDetailPage, useRowId } from '../../../resources';
import { DeviceLivePanel } from './DeviceLivePanel';

/**
 * 设备详情 of a station's devices and of the energy merchant's: the definition's detail (with its
 * OCPP commands) and the live panel under it.
 */
export function DeviceDetailView() {
  const id = useRowId();
  return (
    <Flex vertical gap="middle">
      <ResourceDetailPage resource={chargePointResource} />
      {id !== undefined && <DeviceLivePanel id={id} />}
    </Flex>
  );
}
