import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../../../config.js';

/** One server key: its id (kept with each sealed secret, so keys can be rotated) and 32 bytes. */
interface ServerKey {
  kid: string;
  key: Buffer;
}

const KEY_FILE = 'openapi-secret.key';
const KID = /^[A-Za-z0-9_-]{1,16}$/;

function parseKeys(text: string, source: string): ServerKey[] {
  const keys = text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [kid = '', b64 = ''] = entry.split(':');
      const key = Buffer.from(b64, 'base64');
      if (!KID.test(kid) || key.length !== 32)
        throw new ConfigError(`${source} 的每一项须为 “编号:32 字节密钥的 base64”，如 k1:${'A'.repeat(43)}=`);
      return { kid, key };
    });
  if (keys.length === 0) throw new ConfigError(`${source} 中没有密钥`);
  return keys;
}

/**
 * Seals app secrets at rest (AES-256-GCM). The keys come from OPENAPI_SECRET_KEY, or from a file in
 * the data folder made on first start (never in the repository). The first key seals; every key
 * opens, so a new key is rotated in by putting it first and old secrets still open until reset.
 */
export class SecretBox {
  private constructor(private readonly keys: readonly ServerKey[]) {}

  static load(options: { configured?: string; dataDir: string }): SecretBox {
    if (options.configured) return new SecretBox(parseKeys(options.configured, 'OPENAPI_SECRET_KEY'));
    const file = path.join(options.dataDir, KEY_FILE);
    if (!fs.existsSync(file)) {
      fs.mkdirSync(options.dataDir, { recursive: true });
      // wx: two processes starting at once keep the first one's key.
      try {
        fs.writeFileSync(file, `k1:${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    return new SecretBox(parseKeys(fs.readFileSync(file, 'utf8'), file));
  }

  seal(secret: string): string {
    const { kid, key } = this.keys[0]!;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(kid));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return ['v1', kid, iv.toString('base64url'), body.toString('base64url')].join('.');
  }

  /** The secret, or undefined when it was sealed with a key this server no longer has (or was altered). */
  open(sealed: string): string | undefined {
    const [version, kid, iv, body] = sealed.split('.');
    const key = this.keys.find((k) => k.kid === kid);
    if (version !== 'v1' || !key || !iv || !body) return undefined;
    try {
      const bytes = Buffer.from(body, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(key.kid));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([
        decipher.update(bytes.subarray(0, bytes.length - 16)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}

const boxes = new WeakMap<object, SecretBox>();

/** The app's one SecretBox, loaded on first use. */
export function secretBoxOf(app: { config: { openapiSecretKey?: string; dataDir: string } }): SecretBox {
  let box = boxes.get(app);
  if (!box) {
    box = SecretBox.load({ configured: app.config.openapiSecretKey, dataDir: app.config.dataDir });
    boxes.set(app, box);
  }
  return box;
}
