import { CHANNEL_LINK_PURPOSE, channelApplyResource, formatTimestamp } from '@console/core';
import { Alert, Form, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../lib/request';

interface Issued {
  token: string;
  purpose: string;
  expire_time: number;
}

/** Where a link of each purpose opens: the three temporary-token pages. */
export function externalLinkOf(id: number, issued: Pick<Issued, 'token' | 'purpose'>): string {
  const query = new URLSearchParams({ id: String(id), token: issued.token });
  return `${location.origin}/external/payment/channel/${issued.purpose}?${query}`;
}

/**
 * 生成链接: the partner picks what the link may do (填写进件, 查看进件, 渠道配置) and gets a link to send
 * the merchant. The server keeps only the token's hash, so the link is shown here once.
 */
export function ChannelLinkDialog({ id, onClose }: { id: number | undefined; onClose(): void }) {
  const [purpose, setPurpose] = useState('apply');
  const [issued, setIssued] = useState<Issued>();
  const [busy, setBusy] = useState(false);
  const close = () => {
    setIssued(undefined);
    setPurpose('apply');
    onClose();
  };
  const issue = async () => {
    if (id === undefined) return;
    setBusy(true);
    try {
      const answer = await api.put<Issued>(`${channelApplyResource.key}/share-link`, { id, purpose });
      if (answer.payload) setIssued(answer.payload);
    } catch {
      // The request helper has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={id !== undefined}
      title="生成外部链接"
      okText={issued ? '完成' : '生成'}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => (issued ? close() : void issue())}
      onCancel={close}
      destroyOnHidden
    >
      {issued && id !== undefined ? (
        <>
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 12 }}
            title={`链接已生成，${formatTimestamp(issued.expire_time)} 前有效，只能用于本进件。请复制发给商户，关闭后不再显示。`}
          />
          <Typography.Paragraph copyable={{ text: externalLinkOf(id, issued) }} data-testid="channel-link">
            {externalLinkOf(id, issued)}
          </Typography.Paragraph>
        </>
      ) : (
        <Form layout="vertical">
          <Form.Item label="链接用途">
            <Radio.Group
              value={purpose}
              onChange={(event) => setPurpose(String(event.target.value))}
              options={CHANNEL_LINK_PURPOSE.entries.map((entry) => ({
                value: String(entry.value),
                label: entry.label,
              }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
