import { Card, Space } from 'antd';

/** /development/widgets: every shared widget with sample data (developer tool). */
export default function WidgetGalleryPage() {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="组件示例">组件示例页面</Card>
    </Space>
  );
}
