import type { AdTrafficResult } from '@console/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Empty, Flex, Form, InputNumber, Row, Typography } from 'antd';
import { useState } from 'react';
import { runAdTraffic, type AdTrafficBody } from './api/ad-traffic';

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/**
 * 模拟广告流量: every enabled ad slot asks for ads as its lot screens would, over the chosen minutes
 * of simulated time ending now (or a set number of requests), through the real decision and the
 * impression and click beacons; the spend is posted at the end, so balances, bills and every
 * advertising data page move.
 */
export function AdTrafficCard() {
  const [form] = Form.useForm<AdTrafficBody>();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<AdTrafficResult>();

  const run = async () => {
    let values: AdTrafficBody;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const body: AdTrafficBody = { minutes: values.minutes, click_rate: values.click_rate };
      if (values.requests) body.requests = values.requests;
      setResult(await runAdTraffic(body));
      await queryClient.invalidateQueries();
    } catch {
      // The request layer shows the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="模拟广告流量">
      <Row gutter={16}>
        <Col xs={24} xl={10}>
          <Form<AdTrafficBody> form={form} layout="vertical" initialValues={{ minutes: 60, click_rate: 3 }}>
            <Flex gap="small" wrap>
              <Form.Item
                name="minutes"
                label="模拟时长"
                tooltip="以当前时间为终点，向前模拟这么多分钟的屏幕请求"
                rules={[{ required: true, message: '请输入模拟时长' }]}
              >
                <InputNumber aria-label="模拟时长" min={1} max={1440} precision={0} suffix="分钟" />
              </Form.Item>
              <Form.Item name="requests" label="请求次数" tooltip="留空时每个广告位每 4 分钟请求一次">
                <InputNumber aria-label="请求次数" min={1} max={5000} precision={0} placeholder="自动" />
              </Form.Item>
              <Form.Item
                name="click_rate"
                label="点击率"
                rules={[{ required: true, message: '请输入点击率' }]}
              >
                <InputNumber aria-label="点击率" min={0} max={100} precision={1} suffix="%" />
              </Form.Item>
            </Flex>
            <Button type="primary" loading={busy} onClick={() => void run()}>
              开始模拟
            </Button>
          </Form>
        </Col>
        <Col xs={24} xl={14}>
          {result ? (
            <Descriptions size="small" column={2} bordered aria-label="模拟广告流量结果">
              <Descriptions.Item label="广告位">{result.slots}</Descriptions.Item>
              <Descriptions.Item label="请求次数">{result.requests}</Descriptions.Item>
              <Descriptions.Item label="有广告">{result.filled}</Descriptions.Item>
              <Descriptions.Item label="未计数">{result.refused}</Descriptions.Item>
              <Descriptions.Item label="曝光">{result.impressions}</Descriptions.Item>
              <Descriptions.Item label="点击">{result.clicks}</Descriptions.Item>
              <Descriptions.Item label="消耗">{yuan(result.cost)}</Descriptions.Item>
              <Descriptions.Item label="已记账">{yuan(result.posted)}</Descriptions.Item>
            </Descriptions>
          ) : (
            <Empty
              description={
                <Typography.Text type="secondary">
                  仅已审核通过、投放中的广告计划参与；消耗从广告主余额扣除
                </Typography.Text>
              }
            />
          )}
        </Col>
      </Row>
    </Card>
  );
}
