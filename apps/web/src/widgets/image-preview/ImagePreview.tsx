import { Modal } from 'antd';
import { displayError } from '../../lib/error-display';

export const IMAGE_LOAD_FAILED = '图片资源加载失败';

export interface ImagePreviewProps {
  open: boolean;
  /** The image to show; nothing opens without one. */
  link?: string;
  onClose: () => void;
  title?: string;
}

/** A dialog showing one image at full width. A broken link warns with the link and closes (spec 01 section 8). */
export function ImagePreview({ open, link, onClose, title = '图片预览' }: ImagePreviewProps) {
  const failed = () => {
    displayError(`${IMAGE_LOAD_FAILED}：${link}`, { warning: true });
    onClose();
  };
  return (
    <Modal
      open={open && Boolean(link)}
      title={title}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      centered
      width={720}
    >
      {link && (
        <img
          src={link}
          alt={title}
          onError={failed}
          style={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto' }}
        />
      )}
    </Modal>
  );
}
