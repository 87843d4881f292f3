export { IMAGE_LOAD_FAILED, ImagePreview, type ImagePreviewProps } from './ImagePreview';
