import {
  CHANNEL_APPLY_EDITABLE,
  CHANNEL_APPLY_FILL,
  CHANNEL_APPLY_STATUS,
  formatTimestamp,
  labelOf,
  PAY_CHANNEL,
  tagOf,
} from '@console/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Input, Result, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { storeTemporaryToken, temporaryToken } from '../../../lib/auth-token';
import { api } from '../../../lib/request';
import { rulesOf, type FormFieldSpec } from '../../../resources/form/form-fields';

interface LinkView {
  id: number;
  purpose: string;
  merchant_name: string;
  channel: number;
  status: number;
  apply_no: string | null;
  reject_reason: string | null;
  licence_no: string | null;
  legal_person: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  bank_name: string | null;
  bank_account: string | null;
  auth_time: number | null;
  expire_time: number;
}

/**
 * The link's token: kept as this tab's temporary token (which request.ts sends as the bearer token of
 * every call an /external page makes), then taken out of the address bar so it is not shared with
 * a copied URL or a referrer. A reload finds it in the tab's storage.
 */
function useLinkToken(fromUrl: string | null): string {
  const [token] = useState(() => {
    if (fromUrl) storeTemporaryToken(fromUrl);
    return fromUrl ?? temporaryToken() ?? '';
  });
  useEffect(() => {
    if (!fromUrl) return;
    const url = new URL(location.href);
    url.searchParams.delete('token');
    history.replaceState(history.state, '', url);
  }, [fromUrl]);
  return token;
}

const ALIPAY = 1;
const APPROVED = 2;

/** 支付宝授权 from the 渠道配置 link: the server answers where to go (the channel simulator's page). */
function AuthoriseButton({ id }: { id: number }) {
  const [going, setGoing] = useState(false);
  const go = async () => {
    setGoing(true);
    try {
      const answer = await api.post<{ url: string }>('external/payment/channel/alipay/authorize', { id });
      if (answer.payload) location.assign(answer.payload.url);
    } catch {
      setGoing(false); // the request helper has shown why
    }
  };
  return (
    <Button type="primary" block loading={going} onClick={() => void go()}>
      前往支付宝授权
    </Button>
  );
}

const TITLES: Readonly<Record<string, string>> = {
  apply: '支付渠道进件',
  detail: '进件详情',
  config: '支付渠道配置',
};

// The licence photo needs an upload, and uploads need a session: the partner adds it when reviewing.
const FILL_SPECS: FormFieldSpec[] = Object.entries(CHANNEL_APPLY_FILL)
  .filter(([, def]) => def.kind !== 'image')
  .map(([name, def]) => ({ name, def, label: def.label, required: def.required, disabled: false }));

function StatusTag({ status }: { status: number }) {
  const tag = tagOf(CHANNEL_APPLY_STATUS, status);
  return <Tag color={tag.color}>{tag.label}</Tag>;
}

/** The application as the link may read it (phone and account masked unless it is being filled). */
function Summary({ view }: { view: LinkView }) {
  const text = (value: string | null) => value || '-';
  return (
    <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
      <Descriptions.Item label="申请商户">{view.merchant_name}</Descriptions.Item>
      <Descriptions.Item label="支付渠道">{labelOf(PAY_CHANNEL, view.channel)}</Descriptions.Item>
      <Descriptions.Item label="状态">
        <StatusTag status={view.status} />
      </Descriptions.Item>
      <Descriptions.Item label="进件编号">{text(view.apply_no)}</Descriptions.Item>
      {view.status === 3 && (
        <Descriptions.Item label="驳回原因">{text(view.reject_reason)}</Descriptions.Item>
      )}
      {view.purpose !== 'config' && (
        <>
          <Descriptions.Item label="营业执照号">{text(view.licence_no)}</Descriptions.Item>
          <Descriptions.Item label="法人姓名">{text(view.legal_person)}</Descriptions.Item>
          <Descriptions.Item label="联系人">{text(view.contact_name)}</Descriptions.Item>
          <Descriptions.Item label="联系电话">{text(view.contact_phone)}</Descriptions.Item>
          <Descriptions.Item label="开户银行">{text(view.bank_name)}</Descriptions.Item>
        </>
      )}
      <Descriptions.Item label="结算账号">{text(view.bank_account)}</Descriptions.Item>
      {view.channel === ALIPAY && view.status === APPROVED && (
        <Descriptions.Item label="支付宝授权">
          {view.auth_time ? `已授权（${formatTimestamp(view.auth_time)}）` : '未授权'}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/**
 * /external/payment/channel/apply, /detail and /config: a merchant opens its application through the
 * link its partner sent, without signing in. The link's token grants only this application and only
 * the page's purpose; an expired or wrong link says so in Chinese and shows nothing else.
 */
export default function ExternalChannelPage() {
  const { pathname, search } = useLocation();
  const purpose = pathname.split('/').at(-1) ?? '';
  const query = new URLSearchParams(search);
  const id = Number(query.get('id'));
  const token = useLinkToken(query.get('token'));
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Record<string, string>>();
  const [sending, setSending] = useState(false);
  const key = ['external/payment/channel/view', id, token, purpose];
  const view = useQuery({
    queryKey: key,
    enabled: id > 0 && token !== '' && purpose in TITLES,
    queryFn: async ({ signal }) =>
      (await api.get<LinkView>('external/payment/channel/view', { id, purpose }, { signal, silent: true }))
        .payload,
    retry: false,
  });

  const send = async (values: Record<string, string>) => {
    setSending(true);
    try {
      const body = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()]));
      await api.post('external/payment/channel/apply', { id, ...body });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch {
      // The request helper has shown why; the form keeps what was typed.
    } finally {
      setSending(false);
    }
  };

  const title = TITLES[purpose] ?? '外部页面';
  let body;
  if (!(id > 0) || token === '' || !(purpose in TITLES)) {
    body = <Result status="warning" title="链接无效，请向服务商索取新的链接" />;
  } else if (view.isPending) {
    body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  } else if (view.isError || !view.data) {
    const message = view.error instanceof ApiError ? view.error.message : '加载失败，请稍后重试';
    body = <Result status="warning" title={message} />;
  } else {
    const data = view.data;
    const fillable = purpose === 'apply' && CHANNEL_APPLY_EDITABLE.includes(data.status);
    body = (
      <>
        <Typography.Paragraph type="secondary">
          链接有效期至 {formatTimestamp(data.expire_time)}，仅用于本进件。
        </Typography.Paragraph>
        {purpose === 'apply' && data.status === 1 && (
          <Alert type="success" showIcon style={{ marginBottom: 16 }} title="进件已提交，等待服务商审核" />
        )}
        {data.status === 3 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={`进件已驳回：${data.reject_reason ?? ''}`}
          />
        )}
        {fillable ? (
          <Form
            form={form}
            layout="vertical"
            name="channel-apply"
            initialValues={Object.fromEntries(
              FILL_SPECS.map((spec) => [spec.name, data[spec.name as keyof LinkView] ?? '']),
            )}
            onFinish={(values) => void send(values)}
          >
            <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
              <Descriptions.Item label="申请商户">{data.merchant_name}</Descriptions.Item>
              <Descriptions.Item label="支付渠道">{labelOf(PAY_CHANNEL, data.channel)}</Descriptions.Item>
            </Descriptions>
            {FILL_SPECS.map((spec) => (
              <Form.Item key={spec.name} name={spec.name} label={spec.label} rules={rulesOf(spec)}>
                <Input autoComplete="off" placeholder={`请输入${spec.label}`} />
              </Form.Item>
            ))}
            <Button type="primary" htmlType="submit" loading={sending} block>
              提交进件
            </Button>
          </Form>
        ) : (
          <>
            <Summary view={data} />
            {purpose === 'config' && data.channel === ALIPAY && data.status === APPROVED && (
              <AuthoriseButton id={data.id} />
            )}
          </>
        )}
      </>
    );
  }

  return (
    <main
      style={{
        minHeight: '100vh',
        background: '#f0f2f5',
        padding: 16,
        display: 'grid',
        placeItems: 'start center',
      }}
    >
      <Card style={{ width: '100%', maxWidth: 640, marginTop: 32 }}>
        <Typography.Title level={3}>{title}</Typography.Title>
        {body}
      </Card>
    </main>
  );
}
