import { merchantResource } from '@console/core';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Flex, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ProductGrantRow } from '@console/core';
import { feedback } from '../../../lib/feedback';
import { isNotFound, LoadFailed, MissingRow, resourceKeys, useRowId } from '../../../resources';
import { useBackToList } from '../../../resources/use-back-to-list';
import { Permission } from '../../../widgets/permission';
import { saveProductGrants, useProductGrants } from './api/merchant-api';

/**
 * 开通产品 (?id=): every product of the catalogue, ticked when enabled. Only products the caller holds
 * can be switched (the server refuses others); a change applies to the merchant's users on their
 * next request.
 */
export default function MerchantProductPage() {
  const id = useRowId();
  const grants = useProductGrants(id);
  const back = useBackToList();

  if (id === undefined || isNotFound(grants.error)) return <MissingRow onBack={back} />;
  if (grants.isPending) return <Skeleton active />;
  if (!grants.data) return <LoadFailed onRetry={() => void grants.refetch()} />;
  // Keyed by the load, so a refetch after saving starts the ticks from the server's answer.
  return <GrantForm key={grants.dataUpdatedAt} id={id} rows={grants.data} onBack={back} />;
}

function GrantForm({ id, rows, onBack }: { id: number; rows: readonly ProductGrantRow[]; onBack(): void }) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string[]>(() =>
    rows.filter((row) => row.enabled && row.grantable).map((row) => row.product),
  );
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await saveProductGrants(id, chosen);
      void feedback().message.success('保存成功，该商户账号下次操作时生效');
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(merchantResource.key) });
    } catch {
      // The request helper has shown why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="开通产品" extra={<Button onClick={onBack}>返回</Button>}>
      <Flex vertical gap="middle">
        <Alert
          type="info"
          showIcon
          title="只能开通本账号已开通的产品；变更在该商户账号的下一次操作时生效。"
        />
        <Checkbox.Group<string> value={chosen} onChange={setChosen}>
          <Flex wrap gap="middle">
            {rows.map((row) => (
              <Checkbox key={row.product} value={row.product} disabled={!row.grantable}>
                {row.label}
                {row.enabled && !row.grantable ? (
                  <Tag color="default" style={{ marginInlineStart: 8 }}>
                    已开通（由上级开通）
                  </Tag>
                ) : null}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
        <Typography.Text type="secondary">已选 {chosen.length} 个产品</Typography.Text>
        <Permission codes={['account:merchant:product:update']}>
          <Popconfirm title="确定保存开通的产品吗？" okText="确定" cancelText="取消" onConfirm={() => save()}>
            <Button type="primary" loading={saving} style={{ alignSelf: 'flex-start' }}>
              保存
            </Button>
          </Popconfirm>
        </Permission>
      </Flex>
    </Card>
  );
}
