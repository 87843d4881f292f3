import { CONNECTOR_STATUS, tagOf, type SimulatedCharger } from '@console/core';
import { Button, Card, Col, Empty, Flex, Form, Input, InputNumber, Row, Select, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/request';
import { runCharger, type ChargerBody, type ChargerOp } from './api/mock-charger';

interface PointOption {
  id: number;
  identity: string;
  name: string;
  station_name: string;
}

const OP_LABEL: Record<ChargerOp, string> = {
  connect: '连接并启动',
  plug: '插枪',
  start: '开始充电',
  stop: '结束充电',
  disconnect: '断开',
};

/** The charge points the caller sees, for the simulator's select. */
function useChargePoints() {
  return useQuery({
    queryKey: ['energy', 'device-options'],
    queryFn: async () => {
      const { payload } = await api.get<{ row: PointOption[] }>('energy/device/list', {
        page_index: 1,
        page_size: 100,
      });
      return payload?.row ?? [];
    },
  });
}

/**
 * 模拟充电桩: a registered charge point played by the server as a real OCPP 1.6-J client (boot,
 * plug in, charge at a power with meter values every N seconds, stop). The session shows live on
 * the device page and ends as a charging record and a payment order.
 */
export function ChargerSimulatorCard() {
  const [form] = Form.useForm<ChargerBody>();
  const points = useChargePoints();
  const [state, setState] = useState<SimulatedCharger>();
  const [busy, setBusy] = useState<ChargerOp>();

  const run = async (op: ChargerOp) => {
    let values: ChargerBody;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(op);
    try {
      setState(await runCharger(op, values));
    } catch {
      // The request layer shows the server's message (wrong password, refused start).
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Card title="模拟充电桩（OCPP 1.6-J）">
      <Row gutter={16}>
        <Col xs={24} xl={10}>
          <Form<ChargerBody>
            form={form}
            layout="vertical"
            initialValues={{ connector_no: 1, id_tag: 'DEVTOOL', power_w: 7000, interval_s: 5 }}
          >
            <Form.Item
              name="charge_point_id"
              label="充电桩"
              rules={[{ required: true, message: '请选择充电桩' }]}
            >
              <Select
                aria-label="充电桩"
                showSearch
                optionFilterProp="label"
                loading={points.isPending}
                options={(points.data ?? []).map((p) => ({
                  value: p.id,
                  label: `${p.identity} ${p.name}（${p.station_name}）`,
                }))}
              />
            </Form.Item>
            <Form.Item name="password" label="连接密码" help="新增充电桩时设置的密码，仅连接时需要">
              <Input.Password aria-label="连接密码" autoComplete="off" />
            </Form.Item>
            <Flex gap="small" wrap>
              <Form.Item name="connector_no" label="枪号">
                <InputNumber aria-label="枪号" min={1} max={8} />
              </Form.Item>
              <Form.Item name="id_tag" label="卡号">
                <Input aria-label="卡号" maxLength={20} style={{ width: 120 }} />
              </Form.Item>
              <Form.Item name="power_w" label="功率（W）">
                <InputNumber aria-label="功率" min={100} max={600_000} step={1000} />
              </Form.Item>
              <Form.Item name="interval_s" label="上报间隔（秒）">
                <InputNumber aria-label="上报间隔" min={1} max={300} />
              </Form.Item>
            </Flex>
            <Flex gap="small" wrap>
              {(Object.keys(OP_LABEL) as ChargerOp[]).map((op) => (
                <Button
                  key={op}
                  type={op === 'start' ? 'primary' : 'default'}
                  danger={op === 'stop'}
                  loading={busy === op}
                  disabled={busy !== undefined && busy !== op}
                  onClick={() => void run(op)}
                >
                  {OP_LABEL[op]}
                </Button>
              ))}
            </Flex>
          </Form>
        </Col>
        <Col xs={24} xl={14}>
          {state ? <ChargerState state={state} /> : <Empty description="选择充电桩并连接" />}
        </Col>
      </Row>
    </Card>
  );
}

function ChargerState({ state }: { state: SimulatedCharger }) {
  return (
    <Flex vertical gap="small" aria-label="模拟充电桩状态">
      <Flex gap="small" align="center">
        <Typography.Text strong>{state.identity}</Typography.Text>
        {state.connected ? <Tag color="success">已连接</Tag> : <Tag>未连接</Tag>}
        <Typography.Text type="secondary">电表 {(state.meter_wh / 1000).toFixed(3)} 度</Typography.Text>
      </Flex>
      <Flex gap="small" wrap>
        {state.connectors.map((c) => {
          const tag = tagOf(CONNECTOR_STATUS, c.status);
          return (
            <Tag key={c.connector_no} color={tag.color}>
              {c.connector_no}号枪 {tag.label}
              {c.transaction_id !== null && ` · 交易 ${c.transaction_id} · ${c.power_w} W`}
            </Tag>
          );
        })}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0, maxHeight: 180, overflow: 'auto' }}>
        {state.events.map((line, i) => (
          <div key={`${i}-${line}`}>{line}</div>
        ))}
      </Typography.Paragraph>
    </Flex>
  );
}
