import { formatCouponValue, isPlate, PLATE_MESSAGE } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/request';

interface RedeemInfo {
  merchant_name: string;
  name: string;
  coupon_name: string;
  coupon_type: number;
  face_value: number;
  reason: string | null;
}

interface Redeemed {
  grant_no: string;
  plate: string;
  coupon_name: string;
}

/** One id per page visit: a submit retried after a lost answer grants once (the server keys on it). */
function newRequestId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * 领取停车券 (/coupon/redeem?c=… or ?t=…): the page a customer reaches by scanning a counter's fixed
 * code or a cashier's dynamic code. No sign-in: it shows what the code gives, takes the plate and
 * grants one coupon; refusals (码已失效, 已被领取, 今日已领完, 每车限领) are shown as the server words them.
 */
export default function CouponRedeemPage() {
  const [params] = useSearchParams();
  const key = { code: params.get('c') ?? undefined, token: params.get('t') ?? undefined };
  const [requestId] = useState(newRequestId);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [done, setDone] = useState<Redeemed>();

  const info = useQuery({
    queryKey: ['parking-coupon/redeem/info', key.code, key.token],
    enabled: Boolean(key.code || key.token),
    retry: false,
    queryFn: ({ signal }) =>
      api
        .get<RedeemInfo>('parking-coupon/redeem/info', key, { signal, silent: true })
        .then(({ payload }) => payload),
  });

  const submit = async ({ plate }: { plate: string }) => {
    setSending(true);
    setRefusal(undefined);
    try {
      const { payload } = await api.post<Redeemed>(
        'parking-coupon/redeem',
        { ...key, plate: plate.trim().toUpperCase(), request_id: requestId },
        { silent: true },
      );
      setDone(payload);
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setSending(false);
    }
  };

  const closed =
    !key.code && !key.token ? '码已失效' : (info.error?.message ?? info.data?.reason ?? undefined);

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
      <Card style={{ width: '100%', maxWidth: 420 }} title="领取停车券">
        {done ? (
          <Result
            status="success"
            title="领取成功"
            subTitle={`${done.coupon_name} 已发放到车牌 ${done.plate}，出场时自动抵扣`}
            extra={<Typography.Text type="secondary">发券单号 {done.grant_no}</Typography.Text>}
          />
        ) : info.isLoading ? (
          <Skeleton active />
        ) : (
          <>
            {info.data && (
              <div style={{ marginBottom: 16 }}>
                <Typography.Title level={4} style={{ marginTop: 0 }}>
                  {info.data.coupon_name}
                </Typography.Title>
                <Typography.Paragraph>
                  {formatCouponValue(info.data.coupon_type, info.data.face_value)} · {info.data.merchant_name}
                </Typography.Paragraph>
              </div>
            )}
            {closed ? (
              <Alert type="warning" showIcon message={closed} />
            ) : (
              <Form layout="vertical" onFinish={(values: { plate: string }) => void submit(values)}>
                <Form.Item
                  name="plate"
                  label="车牌号"
                  rules={[
                    { required: true, message: '请输入车牌号' },
                    {
                      validator: (_, value: string | undefined) =>
                        !value || isPlate(value.trim().toUpperCase())
                          ? Promise.resolve()
                          : Promise.reject(new Error(PLATE_MESSAGE)),
                    },
                  ]}
                >
                  <Input placeholder="例如 粤B12345" maxLength={10} autoComplete="off" />
                </Form.Item>
                {refusal && <Alert type="error" showIcon message={refusal} style={{ marginBottom: 16 }} />}
                <Button type="primary" htmlType="submit" block loading={sending}>
                  领取
                </Button>
              </Form>
            )}
          </>
        )}
      </Card>
    </main>
  );
}
