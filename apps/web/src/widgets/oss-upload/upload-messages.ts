/** Upload feedback of spec 01 sections 5 and 8, in one place so widgets and tests agree. */
export const UPLOAD_MESSAGES = {
  tokenFailed: '获取token失败',
  uploadFailed: '上传失败',
  success: '上传成功',
  namespaceMissing: '图片上传空间不存在',
} as const;

/** The storage areas the token step accepts (spec 01 section 7). */
export const UPLOAD_NAMESPACES = ['default', 'advertising'] as const;
export type UploadNamespace = (typeof UPLOAD_NAMESPACES)[number];

export function isUploadNamespace(value: unknown): value is UploadNamespace {
  return typeof value === 'string' && (UPLOAD_NAMESPACES as readonly string[]).includes(value);
}

/** Where an upload is: idle, then hashing and uploading, then success or failure (spec 01 section 4). */
export type UploadPhase = 'idle' | 'hashing' | 'uploading' | 'success' | 'failure';

export const UPLOAD_PHASE_LABELS: Record<UploadPhase, string> = {
  idle: '待上传',
  hashing: '校验中',
  uploading: '上传中',
  success: '上传成功',
  failure: '上传失败',
};
