import { formatTimestamp } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { Card, Result, Spin, Typography } from 'antd';
import { useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { api } from '../../../lib/request';

interface AuthDone {
  merchant_name: string;
  auth_user_id: string;
  auth_time: number;
}

/**
 * /payment/channel/auth/alipay/callback: where 支付宝 (here the local channel simulator) sends the
 * browser after the merchant authorises the console. No sign-in: the one-time `state` in the URL is
 * what the server checks; the page reports the outcome in Chinese.
 */
export default function AlipayCallbackPage() {
  const query = new URLSearchParams(useLocation().search);
  const code = query.get('app_auth_code') ?? '';
  const state = query.get('state') ?? '';
  const done = useQuery({
    queryKey: ['payment/channel/auth/alipay/callback', code, state],
    enabled: code !== '' && state !== '',
    queryFn: async () =>
      (
        await api.post<AuthDone>(
          'payment/channel/auth/alipay/callback',
          { app_auth_code: code, state },
          { silent: true },
        )
      ).payload,
    retry: false,
    staleTime: Infinity,
  });

  let body;
  if (code === '' || state === '') {
    body = <Result status="warning" title="缺少授权参数，请回到渠道配置页面重新授权" />;
  } else if (done.isPending) {
    body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  } else if (done.isError || !done.data) {
    const message = done.error instanceof ApiError ? done.error.message : '授权失败，请稍后重试';
    body = <Result status="error" title={message} />;
  } else {
    body = (
      <Result
        status="success"
        title="支付宝授权成功"
        subTitle={`${done.data.merchant_name}（支付宝账号 ID ${done.data.auth_user_id}）于 ${formatTimestamp(done.data.auth_time)} 完成授权，可以关闭此页面。`}
      />
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
        <Typography.Title level={3}>支付宝授权回调</Typography.Title>
        {body}
      </Card>
    </main>
  );
}
