import { hasExtension } from '../oss-upload';

export interface DocumentFile {
  name: string;
  link: string;
}

export const DOCUMENT_MESSAGES = {
  tooMany: (max: number) => `最多只能上传 ${max} 个文件`,
  badType: '不支持的文件类型',
  tooLarge: (maxBytes: number) => `文件大小不能超过 ${formatMegabytes(maxBytes)}MB`,
} as const;

/** The spec's limits are decimal (20,000,000 bytes reads as 20MB), so MB here is 10^6 bytes. */
export function formatMegabytes(bytes: number): string {
  return String(Number((bytes / 1_000_000).toFixed(2)));
}

/** Why this file may not be uploaded, or undefined when it may. */
export function documentProblem(file: File, types: readonly string[], maxBytes: number): string | undefined {
  if (!hasExtension(file.name, types)) return DOCUMENT_MESSAGES.badType;
  if (file.size > maxBytes) return DOCUMENT_MESSAGES.tooLarge(maxBytes);
  return undefined;
}
