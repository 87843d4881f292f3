import { RPCClient } from 'ocpp-rpc';

/**
 * The part of ocpp-rpc's client (both ends of a connection) this module uses, typed once: the
 * library's own declarations make every option required and every handler async.
 */
export interface OcppPeer {
  call(method: string, params?: unknown): Promise<unknown>;
  handle(method: string, handler: (call: { params: Record<string, unknown> }) => unknown): void;
  on(event: string, listener: (event: never) => void): void;
  close(options?: { code?: number; reason?: string; force?: boolean }): Promise<unknown>;
}

export interface OcppClientPeer extends OcppPeer {
  connect(): Promise<unknown>;
}

export function ocppClient(options: {
  endpoint: string;
  identity: string;
  password: string;
  callTimeoutMs?: number;
}): OcppClientPeer {
  const client = new RPCClient({
    ...options,
    protocols: ['ocpp1.6'],
    strictMode: true,
    reconnect: false,
  } as unknown as ConstructorParameters<typeof RPCClient>[0]);
  return client as unknown as OcppClientPeer;
}
