import QRCode from 'qrcode';

/** Pixels per module and the quiet zone in modules: large enough to print and to scan from a screen. */
const SCALE = 8;
const MARGIN = 4;

/** A PNG of the QR code for `content` (error correction M), black on white. */
export function qrPng(content: string, scale = SCALE): Promise<Buffer> {
  return QRCode.toBuffer(content, { type: 'png', errorCorrectionLevel: 'M', margin: MARGIN, scale });
}
