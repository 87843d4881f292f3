import { PlusOutlined } from '@ant-design/icons';
import { messagePushResource, type RowOf } from '@console/core';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { ResourceListPage, ResourceRowModal, type ColumnsOverride } from '../../../resources';
import { Permission } from '../../../widgets/permission';

const COLUMNS: ColumnsOverride<RowOf<typeof messagePushResource>> = {
  read_count: {
    render: (value, row) => (
      <Typography.Text>
        {value} / {row.recipient_count}
      </Typography.Text>
    ),
  },
};

const DEFAULTS = { target: 'all' };

/**
 * 消息推送 (platform): a push becomes one unread entry in the message centre of every account of
 * the tenants it names; the list counts how many have read it. 新建 in a modal (no form route).
 */
export default function PushListPage() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <ResourceListPage
        resource={messagePushResource}
        columnsOverride={COLUMNS}
        toolbar={
          <Permission codes={[messagePushResource.permissions.create!]}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
              新建推送
            </Button>
          </Permission>
        }
      />
      {creating && (
        <ResourceRowModal
          resource={messagePushResource}
          defaults={DEFAULTS}
          onClose={() => setCreating(false)}
        />
      )}
    </>
  );
}
