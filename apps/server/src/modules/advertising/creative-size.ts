/** Width and height of a PNG, JPEG or GIF from its bytes; undefined for anything else or a broken head. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // PNG: the IHDR chunk follows the 8-byte signature; width and height are big-endian at 16 and 20.
  if (
    bytes.length >= 24 &&
    bytes[0] === 0x89 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x4e &&
    bytes[3] === 0x47
  ) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  // GIF: "GIF8", then little-endian width and height at 6 and 8.
  if (bytes.length >= 10 && bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46) {
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  }
  // JPEG: walk the segments to the first start-of-frame (SOF0..SOF15 but DHT, JPG and DAC).
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return undefined;
      const marker = bytes[at + 1]!;
      const length = view.getUint16(at + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
      }
      at += 2 + length;
    }
  }
  return undefined;
}

/** How far a size's ratio may be from its slot type's (rounding of odd pixel sizes). */
export const RATIO_TOLERANCE = 0.01;

/**
 * The rule of a slot type's creative: the type's ratio within 1 % and at least its width. Answers
 * the Chinese reason a creative is refused, or undefined when it fits.
 */
export function creativeProblem(
  size: { width: number; height: number },
  rule: { label: string; width: number; height: number },
): string | undefined {
  const want = rule.width / rule.height;
  const got = size.width / size.height;
  if (Math.abs(got - want) / want > RATIO_TOLERANCE) {
    return `素材尺寸 ${size.width}×${size.height} 与「${rule.label}」要求的比例 ${rule.width}:${rule.height} 不符`;
  }
  if (size.width < rule.width) {
    return `素材宽度 ${size.width}px 小于「${rule.label}」要求的 ${rule.width}px`;
  }
  return undefined;
}
