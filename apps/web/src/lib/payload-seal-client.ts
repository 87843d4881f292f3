import {
  PAYLOAD_KEY_UNKNOWN_HINT,
  sealPayload,
  type PublishedServerKey,
  type SealedBody,
  type ServerKeyPayload,
} from '@console/core';

export interface PayloadSealClientOptions {
  secretUrl?: string;
  fetch?: typeof fetch;
}

/** True when the server could not open a sealed body only because its key changed since we fetched it. */
export async function isUnknownKeyAnswer(response: Response): Promise<boolean> {
  if (response.status !== 400) return false;
  try {
    const envelope = (await response.clone().json()) as { hint?: unknown };
    return envelope.hint === PAYLOAD_KEY_UNKNOWN_HINT;
  } catch {
    return false;
  }
}

/**
 * Seals request bodies against the key of GET /api/secret (ARCHITECTURE section 3). The key is
 * fetched once and cached; the request helper decides which calls are sealed.
 */
export function createPayloadSealClient(options: PayloadSealClientOptions = {}) {
  const secretUrl = options.secretUrl ?? '/api/secret';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let pending: Promise<PublishedServerKey> | undefined;

  async function fetchKey(): Promise<PublishedServerKey> {
    const response = await doFetch(secretUrl, { headers: { accept: 'application/json' }, cache: 'no-store' });
    const envelope = (await response.json().catch(() => undefined)) as
      { payload?: ServerKeyPayload } | undefined;
    const payload = envelope?.payload;
    if (!response.ok || !payload?.kid || !payload.public_key)
      throw new Error('无法获取服务器加密公钥，请刷新后重试');
    return { kid: payload.kid, publicKey: payload.public_key };
  }

  function serverKey(): Promise<PublishedServerKey> {
    pending ??= fetchKey().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  }

  /** Forgets the cached key, but only if it is still the stale one, so parallel failures refetch once. */
  async function forgetServerKey(staleKid?: string): Promise<void> {
    const current = pending && (await pending.catch(() => undefined));
    if (staleKid === undefined || current?.kid === staleKid) pending = undefined;
  }

  /**
   * The path is resolved like fetch resolves it and only its pathname is bound, because that is what
   * the server sees (percent-encoded, without query string).
   */
  async function sealWith(
    key: PublishedServerKey,
    body: unknown,
    method: string,
    path: string,
  ): Promise<SealedBody> {
    const pathname = new URL(path, document.baseURI).pathname;
    return sealPayload(body, key, { method, path: pathname });
  }

  async function sealForRequest(body: unknown, method: string, path: string): Promise<SealedBody> {
    return sealWith(await serverKey(), body, method, path);
  }

  /**
   * Seals, sends through the caller's `send`, and if the server no longer knows the key id, refetches
   * the key and sends once more. Never loops: a second failure is returned as it is.
   */
  async function sendSealed(
    method: string,
    path: string,
    body: unknown,
    send: (sealed: SealedBody) => Promise<Response>,
  ): Promise<Response> {
    const key = await serverKey();
    const first = await send(await sealWith(key, body, method, path));
    if (!(await isUnknownKeyAnswer(first))) return first;
    await forgetServerKey(key.kid);
    return send(await sealForRequest(body, method, path));
  }

  return { sealForRequest, sendSealed, forgetServerKey };
}

export const { sealForRequest, sendSealed, forgetServerKey } = createPayloadSealClient();
