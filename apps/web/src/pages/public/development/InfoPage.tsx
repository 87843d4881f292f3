import { Card, Descriptions } from 'antd';

/** /development/info: what is running, for support conversations. */
export default function InfoPage() {
  return (
    <Card title="开发信息">
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="版本">{__APP_VERSION__}</Descriptions.Item>
        <Descriptions.Item label="构建时间">
          {new Date(__BUILD_TIME__).toLocaleString('zh-CN')}
        </Descriptions.Item>
        <Descriptions.Item label="构建模式">
          {import.meta.env.MODE === 'production' ? '生产（production）' : `开发（${import.meta.env.MODE}）`}
        </Descriptions.Item>
        <Descriptions.Item label="访问域名">{location.host}</Descriptions.Item>
        <Descriptions.Item label="浏览器">{navigator.userAgent}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
