import { PlusOutlined } from '@ant-design/icons';
import { chargePointResource } from '@console/core';
import { Alert, Button } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ResourceListPage, ResourceRowModal } from '../../resources';
import { parseRowId } from '../../resources/use-row-id';
import { Permission } from '../../widgets/permission';

const DETAIL_PATH = '/energy/station/detail/config/device/detail';

/**
 * 设备管理 of one station (the station group's `?id=`): the charge point definition's list narrowed
 * to the station, with 新增 in a modal (the catalogue has no form route for a charge point). The
 * password is typed once and kept only as a hash: the modal is the one place it is seen.
 */
export default function StationDevicesPage() {
  const [params] = useSearchParams();
  const stationId = parseRowId(params.get('id'));
  const [adding, setAdding] = useState(false);
  const fixedParams = useMemo(() => (stationId ? { station_id: stationId } : undefined), [stationId]);
  if (!stationId) return <Alert type="warning" showIcon message="请从充电站列表选择充电站后再进入设备管理" />;
  return (
    <>
      <ResourceListPage
        resource={chargePointResource}
        fixedParams={fixedParams}
        detailPath={DETAIL_PATH}
        toolbar={
          <Permission codes={['energy:device:create']}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
              新增
            </Button>
          </Permission>
        }
      />
      {adding && (
        <ResourceRowModal
          resource={chargePointResource}
          fixed={{ station_id: stationId }}
          defaults={{ connector_count: 1, max_power_w: 7000 }}
          onClose={() => setAdding(false)}
        />
      )}
    </>
  );
}
