import { channelApplyResource, type RowOf } from '@console/core';
import { useMemo, useState } from 'react';
import { ResourceListPage, type ActionOverrides } from '../../../resources';
import { ChannelLinkDialog } from './ChannelLinkDialog';

type ApplyRow = RowOf<typeof channelApplyResource>;

/**
 * /service/payment/channel-apply: 渠道进件 of the partner's merchants, reviewed in place (通过, 驳回 with
 * its reason). 生成链接 answers a link shown once, which the generic action dialog cannot show. 新增
 * opens 支付渠道进件 (/payment/channel/apply/create), where the partner picks the merchant.
 */
export default function ChannelApplyPage() {
  const [linking, setLinking] = useState<number>();
  const overrides = useMemo<ActionOverrides<ApplyRow>>(
    () => ({ 'share-link': { onClick: (row) => setLinking(row.id) } }),
    [],
  );
  return (
    <>
      <ResourceListPage
        resource={channelApplyResource}
        actionOverrides={overrides}
        addPath="/payment/channel/apply/create"
      />
      <ChannelLinkDialog id={linking} onClose={() => setLinking(undefined)} />
    </>
  );
}
