import { Button, Card, Form, Typography } from 'antd';
import { useState } from 'react';
import { AreaCascader } from '../area-cascader';
import { DocumentUpload, type DocumentFile } from '../document-upload';
import { ImageUpload } from '../image-upload';
import { MapPointPicker, type MapPoint } from '../map-point-picker';
import { ParkSelector } from '../park-selector';
import { searchSampleParks } from './sample-parks';

interface GalleryValues {
  image?: string;
  documents?: DocumentFile[];
  location?: MapPoint;
  park?: string | number;
  area?: string[];
}

// Empty fields print as null rather than vanish, so a browser test sees every key.
const asJson = (values: GalleryValues) => JSON.stringify(values, (_key, value: unknown) => value ?? null, 2);

/** The upload, map, park and area widgets in one form; 提交 prints what the form collected. */
export function UploadMapGallery() {
  const [form] = Form.useForm<GalleryValues>();
  const [submitted, setSubmitted] = useState<string>();
  return (
    <Card title="上传、地图与选择组件">
      <Form<GalleryValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 760 }}
        onFinish={() =>
          setSubmitted(asJson(form.getFieldsValue(['image', 'documents', 'location', 'park', 'area'])))
        }
      >
        <Form.Item name="image" label="图片上传">
          <ImageUpload namespace="default" />
        </Form.Item>
        <Form.Item name="documents" label="文档上传">
          <DocumentUpload />
        </Form.Item>
        <Form.Item name="location" label="地图选点">
          <MapPointPicker />
        </Form.Item>
        <Form.Item name="park" label="车场">
          <ParkSelector search={searchSampleParks} />
        </Form.Item>
        <Form.Item name="area" label="省市区街道">
          <AreaCascader changeOnSelect />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          提交
        </Button>
      </Form>
      {submitted && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            提交结果
          </Typography.Title>
          <pre
            aria-label="提交结果"
            data-testid="upload-map-gallery-values"
            style={{ background: '#fafafa', padding: 12 }}
          >
            {submitted}
          </pre>
        </>
      )}
    </Card>
  );
}
