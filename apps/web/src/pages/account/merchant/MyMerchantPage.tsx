import { merchantResource, type DetailSection } from '@console/core';
import { Button, Card, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ResourceDescriptions } from '../../../resources';
import { Permission } from '../../../widgets/permission';
import { useOwnMerchant } from './api/merchant-api';
import { LOGO_RENDERER } from './MerchantInfoPage';
import { MyMerchantEditModal } from './MyMerchantEditModal';
import { MY_MERCHANT_PATHS } from './paths';

const SUMMARY: readonly DetailSection[] = [
  { title: '商户信息', fields: ['merchant_no', 'name', 'kind', 'status', 'contact_name', 'contact_mobile'] },
];

/** Loads the caller's own tenant and shows the given sections; 编辑资料 needs account:info:update. */
function OwnMerchantCard({ sections, summary }: { sections?: readonly DetailSection[]; summary?: boolean }) {
  const own = useOwnMerchant();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  if (own.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!own.data) {
    return (
      <Result
        status="error"
        title="数据加载失败"
        extra={<Button onClick={() => void own.refetch()}>重试</Button>}
      />
    );
  }
  return (
    <Card
      title="商户信息"
      extra={
        <>
          {summary && (
            <Permission codes={['account:info:detail']}>
              <Button type="link" onClick={() => void navigate(MY_MERCHANT_PATHS.detail)}>
                查看详情
              </Button>
            </Permission>
          )}
          <Permission codes={['account:info:update']}>
            <Button type="primary" onClick={() => setEditing(true)}>
              编辑资料
            </Button>
          </Permission>
        </>
      }
    >
      <ResourceDescriptions
        resource={merchantResource}
        row={own.data}
        sections={sections}
        renderers={LOGO_RENDERER}
      />
      <MyMerchantEditModal open={editing} row={own.data} onClose={() => setEditing(false)} />
    </Card>
  );
}

/** 商户信息: the caller's own merchant at a glance. */
export default function MyMerchantPage() {
  return <OwnMerchantCard sections={SUMMARY} summary />;
}

/** 商户资料详情: every section of the caller's own merchant. */
export function MyMerchantDetailPage() {
  return <OwnMerchantCard />;
}
