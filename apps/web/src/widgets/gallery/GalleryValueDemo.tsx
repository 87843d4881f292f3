import { formatMoney } from '@console/core';
import { Button, Card, Col, Descriptions, Form, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { Copy } from '../copy';
import { PaymentChannelCheckboxGroup } from '../payment-channel-checkbox-group';
import { Permission } from '../permission';
import { PlateDisplay } from '../plate-display';
import { PriceInput } from '../price-input';
import { RecordTimeline } from '../record-timeline';
import { StatisticCards } from '../statistic-cards';
import { SAMPLE_STATISTICS, SAMPLE_TIMELINE } from './form-table-samples';

interface PriceForm {
  price?: number | null;
  pay_mode?: number[];
}

/** Form inputs with their stored values printed, so fen and codes can be checked by eye. */
function PriceAndChannelDemo() {
  const [values, setValues] = useState<PriceForm>({ price: 1999, pay_mode: [3, 4] });
  return (
    <Card title="金额输入与支付渠道" size="small" style={{ height: '100%' }}>
      <Form<PriceForm>
        layout="vertical"
        initialValues={values}
        onValuesChange={(_changed, all) => setValues(all)}
      >
        <Form.Item name="price" label="单价（元）">
          <PriceInput placeholder="请输入单价" />
        </Form.Item>
        <Form.Item name="pay_mode" label="支付渠道">
          <PaymentChannelCheckboxGroup />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">
        存储值：price = {String(values.price ?? null)}（{formatMoney(values.price)}），pay_mode = [
        {(values.pay_mode ?? []).join(', ')}]
      </Typography.Text>
    </Card>
  );
}

function PlatesAndCopyDemo() {
  return (
    <Card title="车牌、复制与权限" size="small" style={{ height: '100%' }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="车牌颜色">
          <Space wrap>
            <PlateDisplay plate="粤B12345" color={1} />
            <PlateDisplay plate="粤B67890" color={2} />
            <PlateDisplay plate="粤B00001警" color={3} />
            <PlateDisplay plate="粤Z1234港" color={4} />
            <PlateDisplay plate="粤BD12345" color={5} />
            <PlateDisplay plate="粤B54321" color={9} />
            <PlateDisplay plate="" color={1} />
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="订单号">
          <Copy text="P202406010800001234" label="订单号" />
        </Descriptions.Item>
        <Descriptions.Item label="权限控制">
          <Space wrap>
            <Permission
              codes={['universal:user:basic']}
              fallback={<Typography.Text type="secondary">无账号设置权限</Typography.Text>}
            >
              <Button size="small">账号设置（universal:user:basic）</Button>
            </Permission>
            <Permission
              codes={['system:devtool:parking']}
              fallback={<Typography.Text type="secondary">无开发工具权限</Typography.Text>}
            >
              <Button size="small">开发工具（system:devtool:parking）</Button>
            </Permission>
          </Space>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** Statistic cards, plates, copy, permission, price, channels and the record timeline. */
export function GalleryValueDemo() {
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title="统计卡片" size="small">
        <StatisticCards items={SAMPLE_STATISTICS} />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <PriceAndChannelDemo />
        </Col>
        <Col xs={24} lg={12}>
          <PlatesAndCopyDemo />
        </Col>
      </Row>
      <Card title="操作记录" size="small">
        <RecordTimeline items={SAMPLE_TIMELINE} />
      </Card>
    </Space>
  );
}
