import { isPlate, optionsOf, PAY_MODE, PAY_TYPE, PLATE_COLOR, PLATE_MESSAGE } from '@console/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { useRef, useState } from 'react';
import { ParkSelector } from '../../../widgets/park-selector';
import { Permission } from '../../../widgets/permission';
import { PARKING_LIVE_KEY } from '../../shared/lot/paths';
import { mockEntry, mockExit, mockPay, type MockCar } from './api/mock-gate';
import { AdTrafficCard } from './AdTrafficCard';
import { ChargerSimulatorCard } from './ChargerSimulatorCard';
import {
  ACTION_LABEL,
  describeFailure,
  describeOutcome,
  secondsNow,
  type GateAction,
  type GateLogEntry,
} from './gate-outcome';
import { GateLog, GateOutcome } from './GateLog';
import { randomNewEnergyPlate, randomPlate } from './random-plate';

interface MockForm {
  park_id?: number;
  plate?: string;
  plate_color: number;
  gate?: string;
  minutes_ago?: number;
  pay_type?: number;
  pay_mode?: number;
  grant_no?: string;
}

const GREEN = 5;
const BLUE = 1;
const LOG_LIMIT = 50;
// A backdated entry up to 30 days back, as the server allows.
const MAX_MINUTES_AGO = 43_200;

const RUN: Record<GateAction, (car: MockCar) => Promise<Parameters<typeof describeOutcome>[1]>> = {
  entry: mockEntry,
  pay: mockPay,
  exit: mockExit,
};

const normalisePlate = (value: unknown) =>
  String(value ?? '')
    .replace(/\s+/g, '')
    .toUpperCase();

/**
 * 模拟进出场 (spec 02 §2.14): drives the real gate service for a park of the caller's scope, so the
 * car shows in 在场车辆, the lot console, records, orders and the dashboard like a real one.
 */
export default function DevtoolParkingPage() {
  const [form] = Form.useForm<MockForm>();
  const queryClient = useQueryClient();
  const [parkName, setParkName] = useState('');
  const [busy, setBusy] = useState<GateAction>();
  const [log, setLog] = useState<GateLogEntry[]>([]);
  const serial = useRef(0);

  const setPlate = (plate: string, color: number) => {
    form.setFieldsValue({ plate, plate_color: color });
    void form.validateFields(['plate']);
  };

  async function run(action: GateAction) {
    let values: MockForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    // The park is a required field, so a validated form always holds one.
    if (values.park_id === undefined) return;
    const car: MockCar = {
      park_id: values.park_id,
      plate: normalisePlate(values.plate),
      plate_color: values.plate_color,
      ...(values.gate?.trim() && { gate: values.gate.trim() }),
      ...(action === 'entry' && values.minutes_ago && { minutes_ago: values.minutes_ago }),
      ...(values.pay_type !== undefined && { pay_type: values.pay_type }),
      ...(values.pay_mode !== undefined && { pay_mode: values.pay_mode }),
      ...(action !== 'entry' && values.grant_no?.trim() && { grant_no: values.grant_no.trim() }),
    };
    setBusy(action);
    let outcome: ReturnType<typeof describeOutcome>;
    try {
      outcome = describeOutcome(action, await RUN[action](car));
      void queryClient.invalidateQueries({ queryKey: [PARKING_LIVE_KEY] });
    } catch (error) {
      outcome = describeFailure(error);
    } finally {
      setBusy(undefined);
    }
    serial.current += 1;
    const entry: GateLogEntry = {
      key: serial.current,
      at: secondsNow(),
      action,
      plate: car.plate,
      park: parkName,
      ...outcome,
    };
    setLog((previous) => [entry, ...previous].slice(0, LOG_LIMIT));
  }

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <Card title="模拟车辆">
          <Form<MockForm>
            form={form}
            layout="vertical"
            initialValues={{ plate_color: BLUE }}
            aria-label="模拟车辆"
          >
            <Form.Item name="park_id" label="车场" rules={[{ required: true, message: '请选择车场' }]}>
              <ParkSelector valueField="id" onChange={(_, park) => setParkName(park?.name ?? '')} />
            </Form.Item>
            <Form.Item label="车牌号" required>
              <Space.Compact block>
                <Form.Item
                  name="plate"
                  noStyle
                  normalize={normalisePlate}
                  rules={[
                    { required: true, message: '请输入车牌号' },
                    {
                      validator: async (_, value: string | undefined) => {
                        if (value && !isPlate(value)) throw new Error(PLATE_MESSAGE);
                      },
                    },
                  ]}
                >
                  <Input placeholder="如 粤B12345" maxLength={10} aria-label="车牌号" allowClear />
                </Form.Item>
                <Button onClick={() => setPlate(randomPlate(), BLUE)}>随机车牌</Button>
                <Button onClick={() => setPlate(randomNewEnergyPlate(), GREEN)}>新能源车牌</Button>
              </Space.Compact>
            </Form.Item>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item name="plate_color" label="车牌颜色">
                  <Select options={optionsOf(PLATE_COLOR)} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="gate" label="通道" tooltip="留空时入场为 1号入口，出场为 1号出口">
                  <Input placeholder="如 1号入口" maxLength={32} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="minutes_ago" label="入场于" tooltip="回拨入场时间，无需等待即可试算停车费">
              <InputNumber
                min={0}
                max={MAX_MINUTES_AGO}
                precision={0}
                placeholder="0"
                suffix="分钟前"
                style={{ width: '100%' }}
                aria-label="入场于多少分钟前"
              />
            </Form.Item>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item name="pay_type" label="支付方式" tooltip="缴费与出场时使用；出场时留空表示未支付">
                  <Select allowClear placeholder="不指定" options={optionsOf(PAY_TYPE)} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="pay_mode" label="支付渠道">
                  <Select allowClear placeholder="不指定" options={optionsOf(PAY_MODE)} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              name="grant_no"
              label="券码"
              tooltip="出场或场内缴费时出示的优惠券券码（发券记录的券码）；留空时自动使用该车牌可用的优惠券"
            >
              <Input placeholder="如 FQ1764100000123" maxLength={32} allowClear aria-label="券码" />
            </Form.Item>
            <Flex wrap gap="small">
              {(['entry', 'pay', 'exit'] as const).map((action) => (
                <Button
                  key={action}
                  type={action === 'entry' ? 'primary' : 'default'}
                  loading={busy === action}
                  disabled={busy !== undefined && busy !== action}
                  onClick={() => void run(action)}
                >
                  {ACTION_LABEL[action]}
                </Button>
              ))}
            </Flex>
          </Form>
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Flex vertical gap="middle">
          <GateOutcome entry={log[0]} />
          <GateLog entries={log} onClear={() => setLog([])} />
        </Flex>
      </Col>
      <Col span={24}>
        <Permission codes={['system:devtool:energy']}>
          <ChargerSimulatorCard />
        </Permission>
      </Col>
      <Col span={24}>
        <AdTrafficCard />
      </Col>
    </Row>
  );
}
