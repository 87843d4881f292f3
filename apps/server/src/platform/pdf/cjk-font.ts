import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

let fontBytes: Buffer | undefined;

/**
 * Noto Sans SC (Noto Sans Hans, OFL-1.1) from the npm package @embedpdf/fonts-sc: an OpenType CFF
 * font that pdfkit's fontkit subsets, so each PDF embeds only the glyphs it prints (about 40 KB).
 * Read once per process; every PDF the server lays out (invoices, contracts) registers it.
 */
export function cjkFontData(): Buffer {
  if (!fontBytes) {
    const require = createRequire(import.meta.url);
    const main = require.resolve('@embedpdf/fonts-sc');
    fontBytes = fs.readFileSync(path.join(path.dirname(main), '..', 'fonts', 'NotoSansHans-Regular.otf'));
  }
  return fontBytes;
}
