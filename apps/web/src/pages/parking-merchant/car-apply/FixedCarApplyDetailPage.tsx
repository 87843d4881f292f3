import { fixedCarApplyResource } from '@console/core';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ResourceDetailPage, useResourceDetail, useRowId, withId } from '../../../resources';
import { Permission } from '../../../widgets/permission';
import { CAR_APPLY_PATHS } from '../paths';

/** 固定车申请详情, with 审核 while the application waits. */
export default function FixedCarApplyDetailPage() {
  const id = useRowId();
  const navigate = useNavigate();
  const detail = useResourceDetail(fixedCarApplyResource, id);
  const pending = detail.data?.status === 0;
  return (
    <ResourceDetailPage
      resource={fixedCarApplyResource}
      extra={
        pending &&
        id !== undefined && (
          <Permission codes={['parking:vip:apply:audit']}>
            <Button type="primary" onClick={() => void navigate(withId(CAR_APPLY_PATHS.audit, id))}>
              审核
            </Button>
          </Permission>
        )
      }
    />
  );
}
