import { Alert, Space } from 'antd';
import { GallerySearchDemo } from './GallerySearchDemo';
import { GalleryTableDemo } from './GalleryTableDemo';
import { GalleryValueDemo } from './GalleryValueDemo';

/**
 * The form, table and display widgets with sample data, for the /development widget gallery.
 * Nothing here calls the server except the table's column settings (storage/kv).
 */
export function FormTableGallery() {
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        title="带权限要求的查询条件、表格列、行操作和按钮，在当前账号没有对应权限时会自动隐藏。"
      />
      <GallerySearchDemo />
      <GalleryTableDemo />
      <GalleryValueDemo />
    </Space>
  );
}
