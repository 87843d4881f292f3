export { fileExtension, hasExtension } from './file-extension';
export { sha256File } from './hash-file';
export { uploadToOss, UPLOAD_OK_STATUS, type OssUploadOptions, type UploadProgress } from './oss-upload';
export {
  isUploadNamespace,
  UPLOAD_MESSAGES,
  UPLOAD_NAMESPACES,
  UPLOAD_PHASE_LABELS,
  type UploadNamespace,
  type UploadPhase,
} from './upload-messages';
export { HiddenFileInput } from './HiddenFileInput';
