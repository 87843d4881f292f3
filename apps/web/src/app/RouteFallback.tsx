import { Spin } from 'antd';

export function RouteFallback() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Spin size="large" description="页面加载中…" />
    </div>
  );
}
