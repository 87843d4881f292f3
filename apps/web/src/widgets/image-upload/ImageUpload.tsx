import { DeleteOutlined, EyeOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { IMAGE_TYPES } from '@console/core';
import { Button, Modal, Progress, Space, Typography } from 'antd';
import { useRef, useState, type ChangeEvent, type CSSProperties } from 'react';
import { useControlledValue } from '../controlled-value';
import { ImagePreview } from '../image-preview';
import { HiddenFileInput, UPLOAD_PHASE_LABELS, type UploadNamespace } from '../oss-upload';
import { compressImage, measureImage, type ImageCompressor, type ImageMeasurer } from './image-tools';
import { useFieldLock } from './use-field-lock';
import { useImageUpload } from './use-image-upload';

export interface ImageUploadProps {
  /** The uploaded image's link (antd Form value). */
  value?: string;
  onChange?: (link: string | undefined) => void;
  /** Storage area for the token step; without one the upload refuses with 图片上传空间不存在. */
  namespace?: UploadNamespace;
  /** With maxHeight: the image's width:height must equal maxWidth:maxHeight. */
  maxWidth?: number;
  maxHeight?: number;
  disabled?: boolean;
  /** Seams for tests and special screens; the defaults use the browser's canvas. */
  compress?: ImageCompressor;
  measure?: ImageMeasurer;
}

const BOX: CSSProperties = {
  width: 104,
  height: 104,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 4,
  border: '1px dashed #d9d9d9',
  borderRadius: 8,
  background: '#fafafa',
  overflow: 'hidden',
};
const ACCEPT = IMAGE_TYPES.map((ext) => `.${ext}`).join(',');

/** One image, uploaded in two steps with its link as the value (spec 01 sections 4 and 5). */
export function ImageUpload(props: ImageUploadProps) {
  const { value, onChange, namespace, maxWidth, maxHeight, disabled = false } = props;
  const [link, setLink] = useControlledValue(value, onChange);
  const [modal, modalHolder] = Modal.useModal();
  const [previewOpen, setPreviewOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { unlocked, unlockAndPick } = useFieldLock(input);
  const { progress, busy, upload, reset } = useImageUpload({
    link,
    setLink,
    namespace,
    maxWidth,
    maxHeight,
    compress: props.compress ?? compressImage,
    measure: props.measure ?? measureImage,
    confirmOverwrite: async () => Boolean(await modal.confirm({ title: '确定覆盖已上传的图片吗？' })),
  });
  const locked = disabled || busy || (Boolean(link) && !unlocked);

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // so picking the same file again still fires a change
    if (file) void upload(file);
  };
  const remove = async () => {
    if (!(await modal.confirm({ title: '确定删除已上传的图片吗？' }))) return;
    setLink(undefined);
    reset();
  };

  return (
    <div style={{ display: 'inline-flex', flexDirection: 'column', gap: 8 }}>
      {modalHolder}
      <HiddenFileInput
        ref={input}
        accept={ACCEPT}
        aria-label="选择图片"
        disabled={locked}
        onChange={picked}
      />
      {link ? (
        <>
          <button
            type="button"
            style={{ ...BOX, padding: 0, cursor: 'zoom-in' }}
            onClick={() => setPreviewOpen(true)}
          >
            <img
              src={link}
              alt="已上传的图片"
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          </button>
          <Space size={4}>
            <Button size="small" icon={<EyeOutlined />} onClick={() => setPreviewOpen(true)}>
              预览
            </Button>
            <Button
              size="small"
              icon={<UploadOutlined />}
              disabled={disabled || busy}
              onClick={unlockAndPick}
            >
              重新上传
            </Button>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={disabled || busy}
              onClick={remove}
            >
              删除
            </Button>
          </Space>
        </>
      ) : busy ? (
        <div style={BOX} role="status" aria-label={UPLOAD_PHASE_LABELS[progress.phase]}>
          <Progress type="circle" size={56} percent={progress.percent} />
          <Typography.Text type="secondary">{UPLOAD_PHASE_LABELS[progress.phase]}</Typography.Text>
        </div>
      ) : (
        <button
          type="button"
          style={{ ...BOX, cursor: locked ? 'not-allowed' : 'pointer' }}
          disabled={locked}
          onClick={() => input.current?.click()}
        >
          <PlusOutlined />
          <span>上传图片</span>
        </button>
      )}
      {progress.phase === 'failure' && !link && (
        <Typography.Text type="danger">图片未上传，请重新选择</Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        支持 jpg、jpeg、png，超过 1MB 的图片将自动压缩
      </Typography.Text>
      <ImagePreview open={previewOpen} link={link} onClose={() => setPreviewOpen(false)} />
    </div>
  );
}
