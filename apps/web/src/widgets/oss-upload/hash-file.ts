import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

const CHUNK_BYTES = 1024 * 1024;

/**
 * SHA-256 of a file as lower-case hex. Uses @noble/hashes rather than crypto.subtle, which browsers
 * only expose on secure origins and so is missing on plain-HTTP deployments. Hashing chunk by chunk
 * keeps memory flat for 20 MB documents and yields between chunks, so progress can be drawn.
 */
export async function sha256File(file: Blob, onProgress?: (ratio: number) => void): Promise<string> {
  const hash = sha256.create();
  for (let start = 0; start < file.size; start += CHUNK_BYTES) {
    const chunk = await file.slice(start, start + CHUNK_BYTES).arrayBuffer();
    hash.update(new Uint8Array(chunk));
    onProgress?.(Math.min(1, (start + CHUNK_BYTES) / file.size));
  }
  return bytesToHex(hash.digest());
}
