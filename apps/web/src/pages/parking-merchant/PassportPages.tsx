import { passportResource } from '@console/core';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { ResourceListPage } from '../../resources';
import { Permission } from '../../widgets/permission';
import { IssuePassportModal } from './IssuePassportModal';
import { PASSPORT_PATHS } from './paths';

/** 无牌车通行证: list, 详情, and 办理 in a modal (the catalogue has no add page for it). */
export function PassportListPage() {
  const [issuing, setIssuing] = useState(false);
  return (
    <>
      <ResourceListPage
        resource={passportResource}
        detailPath={PASSPORT_PATHS.detail}
        toolbar={
          <Permission codes={['parking:passport:create']}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setIssuing(true)}>
              办理通行证
            </Button>
          </Permission>
        }
      />
      <IssuePassportModal open={issuing} onClose={() => setIssuing(false)} />
    </>
  );
}
