/**
 * Streaming check that an upload declared as txt/csv really is text: no NUL or other binary control
 * bytes, and decodable as UTF-8 or, failing that, as GB18030 (the superset of GBK that Chinese Excel
 * and Notepad write). Both decoders run side by side so the file is never buffered whole.
 */
export class TextCheck {
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true });
  private readonly gb = new TextDecoder('gb18030', { fatal: true });
  private utf8Ok = true;
  private gbOk = true;
  private binary = false;

  push(chunk: Uint8Array): void {
    if (this.binary) return;
    for (const byte of chunk) {
      // C0 controls other than tab, line feed, vertical tab, form feed, carriage return and the DOS
      // end-of-file mark (0x1a) do not occur in text files.
      if (byte < 0x20 && !(byte >= 0x09 && byte <= 0x0d) && byte !== 0x1a) {
        this.binary = true;
        return;
      }
    }
    this.utf8Ok &&= attempt(() => this.utf8.decode(chunk, { stream: true }));
    this.gbOk &&= attempt(() => this.gb.decode(chunk, { stream: true }));
  }

  /** Ends the stream; answers the charset the text decodes as, or undefined when it is not text. */
  finish(): 'utf-8' | 'gb18030' | undefined {
    if (this.binary) return undefined;
    this.utf8Ok &&= attempt(() => this.utf8.decode());
    this.gbOk &&= attempt(() => this.gb.decode());
    if (this.utf8Ok) return 'utf-8';
    return this.gbOk ? 'gb18030' : undefined;
  }
}

function attempt(decode: () => string): boolean {
  try {
    decode();
    return true;
  } catch {
    return false;
  }
}
