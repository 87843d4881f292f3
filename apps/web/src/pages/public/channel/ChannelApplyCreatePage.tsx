import { channelApplyResource } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { Card, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/request';
import { useSession } from '../../../lib/session-store';
import { ResourceForm } from '../../../resources';
import { SignedInFrame } from './SignedInFrame';

interface MerchantOption {
  id: number;
  name: string;
  merchant_no: string;
}

const LIST = '/service/payment/channel-apply';
/** Tenant kinds that file for a merchant below them; any other files for itself. */
const FILES_FOR_OTHERS = new Set(['platform', 'partner']);

/**
 * /payment/channel/apply/create (支付渠道进件): a signed-in partner (or the platform) opens a draft
 * 渠道进件 for one of its merchants, picked by name or 商户号 (any merchant below it, with or without
 * an application), then sends the merchant its fill link from 渠道进件. The form is the definition's
 * create form; the picked merchant is sent as the row's tenant and the server checks it is in scope.
 */
export default function ChannelApplyCreatePage() {
  return (
    <SignedInFrame>
      <CreateApplication />
    </SignedInFrame>
  );
}

function CreateApplication() {
  const navigate = useNavigate();
  const kind = useSession((s) => s.profile?.system ?? '');
  const picks = FILES_FOR_OTHERS.has(kind);
  const [merchantId, setMerchantId] = useState<number>();
  const [keyword, setKeyword] = useState('');
  const merchants = useQuery({
    queryKey: ['service/payment/channel-apply', 'merchants', keyword],
    enabled: picks,
    queryFn: ({ signal }) =>
      api
        .get<{ row: MerchantOption[] }>('service/payment/channel-apply/merchants', { keyword }, { signal })
        .then(({ payload }) => payload?.row ?? []),
  });
  const ready = !picks || merchantId !== undefined;

  return (
    <Card title="支付渠道进件">
      <Typography.Paragraph type="secondary">
        {picks
          ? '选择申请商户和支付渠道后保存为草稿，再在「渠道进件」中生成填写链接发给商户补全资料。'
          : '选择支付渠道后保存为草稿，再补全资料提交审核。'}
      </Typography.Paragraph>
      {picks && (
        <Form layout="horizontal" labelCol={{ xs: { span: 24 }, sm: { span: 6 }, xl: { span: 4 } }}>
          <Form.Item
            label="申请商户"
            required
            wrapperCol={{ xs: { span: 24 }, sm: { span: 16 }, xl: { span: 14 } }}
          >
            <Select<number>
              aria-label="申请商户"
              showSearch
              allowClear
              placeholder="输入商户名称或商户号搜索"
              filterOption={false}
              onSearch={setKeyword}
              value={merchantId}
              onChange={setMerchantId}
              loading={merchants.isFetching}
              notFoundContent={merchants.isFetching ? '加载中…' : '没有可选的商户'}
              options={(merchants.data ?? []).map((m) => ({
                value: m.id,
                label: `${m.name}（${m.merchant_no}）`,
              }))}
            />
          </Form.Item>
        </Form>
      )}
      {ready && (
        <ResourceForm
          key={merchantId ?? 'own'}
          resource={channelApplyResource}
          mode="create"
          id={undefined}
          row={undefined}
          fixedValues={merchantId === undefined ? undefined : { merchant_id: merchantId }}
          onDone={() => void navigate(LIST)}
        />
      )}
    </Card>
  );
}
