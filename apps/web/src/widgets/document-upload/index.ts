export { DocumentUpload, type DocumentUploadProps } from './DocumentUpload';
export { DOCUMENT_MESSAGES, documentProblem, formatMegabytes, type DocumentFile } from './document-checks';
