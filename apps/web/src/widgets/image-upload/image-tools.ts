export interface ImageSize {
  width: number;
  height: number;
}

export type ImageMeasurer = (file: Blob) => Promise<ImageSize>;
export type ImageCompressor = (file: Blob, options: { maxPx: number; quality: number }) => Promise<Blob>;

/** Scales down (never up) to fit a maxPx square, keeping the aspect ratio. */
export function fitWithin({ width, height }: ImageSize, maxPx: number): ImageSize {
  const scale = Math.min(1, maxPx / width, maxPx / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Decodes without an object URL: the console's CSP allows images from 'self' only, so a blob: URL in
 * an <img> would be refused, while createImageBitmap reads the bytes directly.
 */
async function decode(file: Blob): Promise<ImageBitmap> {
  if (typeof createImageBitmap !== 'function') throw new Error('createImageBitmap unavailable');
  return createImageBitmap(file);
}

export const measureImage: ImageMeasurer = async (file) => {
  const bitmap = await decode(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
};

/**
 * Redraws the image on a canvas at most maxPx on each side and encodes it as JPEG. PNG becomes JPEG
 * too: canvas PNG output is lossless and ignores the quality, so it would rarely get under the limit;
 * transparent areas are filled white first because JPEG has no alpha and they would turn black.
 */
export const compressImage: ImageCompressor = async (file, { maxPx, quality }) => {
  const bitmap = await decode(file);
  const { width, height } = fitWithin(bitmap, maxPx);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    throw new Error('canvas 2d context unavailable');
  }
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob returned nothing'))),
      'image/jpeg',
      quality,
    ),
  );
};
