import { IMAGE_LIMIT_BYTES, IMAGE_MAX_PX, IMAGE_QUALITY, IMAGE_TYPES } from '@console/core';
import { hasExtension } from '../oss-upload';
import type { ImageCompressor, ImageMeasurer } from './image-tools';

/** The image checks' warnings (spec 01 section 5). */
export const IMAGE_MESSAGES = {
  badType: '请上传符合格式要求的图片',
  sizeMismatch: '上传图片尺寸不符合要求',
  stillTooLarge: '图片压缩后仍超过大小限制，请使用工具压缩后再上传',
  compressionFailed: '图片压缩失败，请重试',
} as const;

export interface PrepareImageOptions {
  maxWidth?: number;
  maxHeight?: number;
  compress: ImageCompressor;
  measure: ImageMeasurer;
}

export type PreparedImage = { file: File } | { warning: string };

function renamed(name: string, type: string): string {
  const ext = type === 'image/png' ? 'png' : 'jpg';
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.${ext}`;
}

/** Whether width:height equals maxWidth:maxHeight, compared as integers so 1920x1080 matches 16:9 exactly. */
export function matchesAspect(size: { width: number; height: number }, maxWidth: number, maxHeight: number) {
  return size.width * maxHeight === size.height * maxWidth;
}

/**
 * Decides what gets uploaded: refuses other formats and a wrong aspect ratio, and compresses images
 * over the limit. The ratio is checked on the original, since compression rounds the pixel sizes.
 */
export async function prepareImage(file: File, options: PrepareImageOptions): Promise<PreparedImage> {
  if (!hasExtension(file.name, IMAGE_TYPES)) return { warning: IMAGE_MESSAGES.badType };
  const { maxWidth, maxHeight } = options;
  if (maxWidth && maxHeight) {
    // An image the browser cannot decode is not in a format we accept, whatever its name says.
    const size = await options.measure(file).catch(() => undefined);
    if (!size) return { warning: IMAGE_MESSAGES.badType };
    if (!matchesAspect(size, maxWidth, maxHeight)) return { warning: IMAGE_MESSAGES.sizeMismatch };
  }
  if (file.size <= IMAGE_LIMIT_BYTES) return { file };
  let blob: Blob;
  try {
    blob = await options.compress(file, { maxPx: IMAGE_MAX_PX, quality: IMAGE_QUALITY });
  } catch {
    return { warning: IMAGE_MESSAGES.compressionFailed };
  }
  if (blob.size > IMAGE_LIMIT_BYTES) return { warning: IMAGE_MESSAGES.stillTooLarge };
  const type = blob.type || 'image/jpeg';
  return { file: new File([blob], renamed(file.name, type), { type }) };
}
