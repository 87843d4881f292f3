export { ImageUpload, type ImageUploadProps } from './ImageUpload';
export {
  compressImage,
  fitWithin,
  measureImage,
  type ImageCompressor,
  type ImageMeasurer,
} from './image-tools';
export { IMAGE_MESSAGES, matchesAspect, prepareImage } from './prepare-image';
