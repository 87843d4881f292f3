/**
 * A file of rows written as they come, never held whole: one header, then rows of text cells.
 * `close` finishes the file; `abort` drops it (a cancelled or failed export leaves nothing behind).
 */
export interface TableWriter {
  header(cells: readonly string[]): void;
  /** Resolves once the row is buffered; waits when the disk is behind (backpressure). */
  row(cells: readonly string[]): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}

/** How much text a writer gathers before handing it to the file (fewer, larger writes). */
export const CHUNK_CHARS = 256 * 1024;
