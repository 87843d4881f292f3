import { Tabs, Typography } from 'antd';
import { FormTableGallery } from '../../../widgets/gallery/FormTableGallery';
import { UploadMapGallery } from '../../../widgets/gallery/UploadMapGallery';

/** /development/widgets: every shared widget with sample data, for developers and browser tests. */
export default function WidgetGalleryPage() {
  return (
    <div>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        组件示例
      </Typography.Title>
      <Tabs
        items={[
          { key: 'form-table', label: '表单与表格', children: <FormTableGallery /> },
          { key: 'upload-map', label: '上传、地图与地区', children: <UploadMapGallery /> },
        ]}
      />
    </div>
  );
}
