import { permittedCodes, profitPolicyResource } from '@console/core';
import { Button, Card, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import {
  LoadFailed,
  ResourceDescriptions,
  ResourceRowModal,
  useResourceDetail,
  useResourceList,
  type DetailRenderers,
} from '../../../resources';
import { Permission } from '../../../widgets/permission';
import { formatPartnerRate, partnerRateControl } from './partner-rate';

const CONTROLS = { partner_rate: partnerRateControl };

/** A new policy: monthly settlement from now on, enabled; the share is the partner's to type. */
function newPolicy() {
  return {
    settle_cycle: 3,
    min_settle_amount: 0,
    status: 1,
    effective_time: Math.floor(Date.now() / 1000),
  };
}
const RENDERERS: DetailRenderers = { partner_rate: (value) => formatPartnerRate(value) };

/** The customer a 分账设置 belongs to: its merchant id (the rows' customer_id) and name. */
export interface ProfitCustomer {
  id: number;
  name: string;
}

/**
 * A customer's 分账设置 (customer_profit_policy: one per customer, set up once and then edited): the
 * parking customer tab and 分账管理's 分账设置 page (/profit/setting/manage/setting?g_code=) show
 * this same card over the same rows.
 */
export function CustomerProfitSetting({ customer }: { customer: ProfitCustomer }) {
  const [editing, setEditing] = useState<'create' | 'edit' | null>(null);
  const [defaults, setDefaults] = useState<Record<string, unknown>>();
  // One policy per customer: the first row of its list is the policy.
  const found = useResourceList(profitPolicyResource, {
    page_index: 1,
    page_size: 20,
    customer_id: customer.id,
  });
  const policyId = found.data?.row[0]?.id;
  const detail = useResourceDetail(profitPolicyResource, policyId);
  let body;
  if (found.isPending || (policyId !== undefined && detail.isPending)) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (found.isError || (policyId !== undefined && !detail.data)) {
    body = <LoadFailed onRetry={() => void (found.isError ? found.refetch() : detail.refetch())} />;
  } else if (policyId === undefined || !detail.data) {
    body = (
      <Empty description={`尚未为${customer.name}设置分账政策`}>
        <Permission codes={['profit:policy:create']}>
          <Button
            type="primary"
            onClick={() => {
              setDefaults(newPolicy());
              setEditing('create');
            }}
          >
            设置分账政策
          </Button>
        </Permission>
      </Empty>
    );
  } else {
    body = <ResourceDescriptions resource={profitPolicyResource} row={detail.data} renderers={RENDERERS} />;
  }

  return (
    <Card
      title="分账政策"
      extra={
        policyId !== undefined && (
          <Permission codes={permittedCodes(profitPolicyResource, 'update')}>
            <Button onClick={() => setEditing('edit')}>编辑</Button>
          </Permission>
        )
      }
    >
      {body}
      {editing && (
        <ResourceRowModal
          resource={profitPolicyResource}
          fixed={{ customer_id: customer.id }}
          editId={editing === 'edit' ? policyId : undefined}
          defaults={defaults}
          controls={CONTROLS}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
