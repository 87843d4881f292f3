import {
  DYNAMIC_CODE_STATUS,
  DYNAMIC_CODE_TTL_SECONDS,
  DYNAMIC_EXPIRED,
  DYNAMIC_REDEEMED,
} from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, QRCode, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/request';
import { CodeTag } from '../shared/lot/CodeTag';
import { redeemUrl } from './redeem-url';

interface FixedCodeOption {
  id: number;
  name: string;
  code: string;
  coupon_name: string;
}

interface Dispatched {
  dynamic_id: number;
  token: string;
  /** Client clock (ms) when the code stops working: the TTL counted from its receipt. */
  deadline: number;
}

interface DispatchState {
  status: number;
  plate: string | null;
}

// Often enough that the cashier sees 已领取 while the customer still stands there.
const POLL_MS = 2000;

function useSecondsLeft(deadline: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === undefined) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * 动态码派发 (/parking-coupon/fixed-code/dispatch): the cashier picks one of its fixed codes and shows
 * a single-use code as a QR for the customer to scan. The QR holds the public 领取 page's address
 * with the token; it counts down, is renewed on demand, and turns 已领取 (with the plate) once
 * redeemed, read by polling.
 */
export default function FixedCodeDispatchPage() {
  const [params] = useSearchParams();
  const [codeId, setCodeId] = useState<number | undefined>(() => Number(params.get('id')) || undefined);
  const [dispatched, setDispatched] = useState<Dispatched>();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const secondsLeft = useSecondsLeft(dispatched?.deadline);

  const codes = useQuery({
    queryKey: ['parking-coupon/fixed-code', 'dispatch-options'],
    queryFn: ({ signal }) =>
      api
        .get<{ row: FixedCodeOption[] }>(
          'parking-coupon/fixed-code/list',
          { status: 1, page_size: 100 },
          { signal },
        )
        .then(({ payload }) => payload?.row ?? []),
  });

  const state = useQuery({
    queryKey: ['parking-coupon/fixed-code/dispatch/status', dispatched?.dynamic_id],
    enabled: dispatched !== undefined,
    queryFn: ({ signal }) =>
      api
        .get<DispatchState>(
          'parking-coupon/fixed-code/dispatch/status',
          { dynamic_id: dispatched?.dynamic_id },
          { signal },
        )
        .then(({ payload }) => payload ?? { status: 0, plate: null }),
    // Stop asking once the code is taken or gone: nothing can change it any more.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === DYNAMIC_REDEEMED || status === DYNAMIC_EXPIRED ? false : POLL_MS;
    },
  });

  const dispatch = async () => {
    if (!codeId) return;
    setSending(true);
    setError(undefined);
    try {
      const { payload } = await api.post<{ dynamic_id: number; token: string }>(
        'parking-coupon/fixed-code/dispatch',
        { id: codeId },
        { silent: true },
      );
      if (payload) {
        setDispatched({
          dynamic_id: payload.dynamic_id,
          token: payload.token,
          deadline: Date.now() + DYNAMIC_CODE_TTL_SECONDS * 1000,
        });
      }
    } catch (failure) {
      setDispatched(undefined);
      setError((failure as Error).message);
    } finally {
      setSending(false);
    }
  };

  const picked = codes.data?.find((code) => Number(code.id) === codeId);
  const redeemed = state.data?.status === DYNAMIC_REDEEMED;
  const expired =
    !redeemed && dispatched !== undefined && (secondsLeft === 0 || state.data?.status === DYNAMIC_EXPIRED);
  const shown = redeemed ? DYNAMIC_REDEEMED : expired ? DYNAMIC_EXPIRED : 0;

  return (
    <Card title="动态码派发">
      <Flex vertical gap="large" align="center">
        <Space wrap>
          <Select<number>
            aria-label="固定券码"
            placeholder="选择固定券码"
            style={{ width: 320 }}
            loading={codes.isFetching}
            value={codeId}
            onChange={(value) => {
              setCodeId(value);
              setDispatched(undefined);
            }}
            options={(codes.data ?? []).map((code) => ({
              value: Number(code.id),
              label: `${code.name}（${code.coupon_name}）`,
            }))}
            notFoundContent={
              <Empty description="没有启用中的固定券码" image={Empty.PRESENTED_IMAGE_SIMPLE} />
            }
          />
          <Button type="primary" disabled={!codeId} loading={sending} onClick={() => void dispatch()}>
            {dispatched ? '刷新动态码' : '派发动态码'}
          </Button>
        </Space>
        {error && <Alert type="error" showIcon message={error} />}
        {dispatched && (
          <Flex vertical gap="small" align="center" aria-label="动态码">
            <QRCode
              value={redeemUrl({ token: dispatched.token })}
              size={240}
              status={redeemed ? 'scanned' : expired ? 'expired' : 'active'}
              onRefresh={() => void dispatch()}
            />
            <CodeTag table={DYNAMIC_CODE_STATUS} value={shown} />
            {redeemed ? (
              <Typography.Text>车牌 {state.data?.plate} 已领取</Typography.Text>
            ) : expired ? (
              <Typography.Text type="secondary">动态码已失效，请刷新后重新出示</Typography.Text>
            ) : (
              <Typography.Text>
                请顾客扫码领取，<span aria-label="剩余秒数">{secondsLeft}</span> 秒后失效，仅限领取一次
              </Typography.Text>
            )}
            <Typography.Link
              copyable={{ text: redeemUrl({ token: dispatched.token }) }}
              href={redeemUrl({ token: dispatched.token })}
              target="_blank"
            >
              领取链接
            </Typography.Link>
          </Flex>
        )}
        {picked && (
          <details>
            <summary>固定码台卡（打印张贴，按每车、每日限领发放）</summary>
            <Flex vertical gap="small" align="center" style={{ marginTop: 8 }}>
              <QRCode value={redeemUrl({ code: picked.code })} size={160} />
              <Typography.Text copyable>{picked.code}</Typography.Text>
            </Flex>
          </details>
        )}
      </Flex>
    </Card>
  );
}
