import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import { ApiCode } from '@console/core';
import type { Kysely } from 'kysely';
import { RPCServer } from 'ocpp-rpc';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { verifyPassword } from '../../platform/auth/password-hasher.js';
import type { ConnectedPoint } from './charge-session.js';
import { OcppMessageLog } from './ocpp-message-log.js';
import type { OcppPeer } from './ocpp-peer.js';
import { handleChargePoint } from './ocpp-handlers.js';

/** The path charge points connect to: /ocpp/<identity>. */
export const OCPP_PATH = '/ocpp/';
/** How long a console command waits for the charge point's answer. */
const COMMAND_TIMEOUT_MS = 10_000;

type RpcClient = OcppPeer & { session: ConnectedPoint };

/** The charge point an identity names, when it and its station are enabled. */
async function enabledPoint(db: Kysely<Database>, identity: string) {
  return db
    .selectFrom('energy_charge_point as cp')
    .innerJoin('energy_station as s', 's.id', 'cp.station_id')
    .select(['cp.id', 'cp.merchant_id', 'cp.station_id', 'cp.identity', 'cp.password_hash'])
    .where('cp.identity', '=', identity)
    .where('cp.status', '=', 1)
    .where('s.status', '=', 1)
    .executeTakeFirst();
}

/**
 * The OCPP 1.6-J central system (issue 19) on the app's own HTTP server: charge points connect by
 * WebSocket to /ocpp/<identity> with HTTP Basic (security profile 1), checked against the charge
 * point's argon2 hash; an unknown identity, a wrong password or a disabled charge point or station
 * is refused with 401 before the upgrade. ocpp-rpc frames the messages and checks each against the
 * OCPP 1.6 JSON schemas (strict mode); the handlers read and write only the connected charge
 * point's rows (ocpp-handlers.ts).
 */
export class CentralSystem {
  private readonly rpc: RPCServer;
  private readonly clients = new Map<number, RpcClient>();
  /** Amounts given with 远程启动, taken by the StartTransaction that follows on that connector. */
  readonly pendingPrepaid = new Map<string, number>();
  readonly log: OcppMessageLog;

  constructor(private readonly db: Kysely<Database>) {
    this.log = new OcppMessageLog(db);
    this.rpc = new RPCServer({ protocols: ['ocpp1.6'], strictMode: true, callTimeoutMs: COMMAND_TIMEOUT_MS });
    this.rpc.auth(async (accept, reject, handshake) => {
      const point = await enabledPoint(db, handshake.identity);
      const password = handshake.password?.toString('utf8') ?? '';
      if (!point || !password || !(await verifyPassword(point.password_hash, password))) {
        reject(401, 'Unauthorized');
        return;
      }
      const session: ConnectedPoint = {
        id: Number(point.id),
        merchant_id: Number(point.merchant_id),
        station_id: Number(point.station_id),
        identity: point.identity,
      };
      accept(session);
    });
    this.rpc.on('client', (client) => this.connected(client as unknown as RpcClient));
  }

  /** Takes the upgrades of /ocpp/... on the app's server; other upgrades are left alone. */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
      if (!request.url?.startsWith(OCPP_PATH)) return;
      this.rpc.handleUpgrade(request, socket, head);
    });
  }

  private connected(client: RpcClient): void {
    const point = client.session;
    // A charge point that reconnects replaces its old connection.
    const previous = this.clients.get(point.id);
    this.clients.set(point.id, client);
    if (previous) void previous.close({ code: 1000, reason: 'replaced', force: true });
    client.on('close', () => {
      if (this.clients.get(point.id) === client) this.clients.delete(point.id);
    });
    const entry = (direction: 'in' | 'out', action: string, payload: unknown, note?: string) =>
      this.log.add({
        charge_point_id: point.id,
        merchant_id: point.merchant_id,
        direction,
        action,
        payload,
        note,
      });
    // The console's commands are logged here; the charge point's calls by their handlers (with notes).
    client.on('call', ({ outbound, payload }: { outbound: boolean; payload: unknown[] }) => {
      if (outbound) entry('out', String(payload[2]), payload[3]);
    });
    client.on('callResult', (event: { outbound: boolean; method: string; result: unknown }) => {
      if (!event.outbound) entry('in', `${event.method}.conf`, event.result);
    });
    client.on('callError', (event: { outbound: boolean; method: string; error: Error }) => {
      entry(event.outbound ? 'out' : 'in', `${event.method}.error`, { message: event.error.message });
    });
    handleChargePoint(client, { db: this.db, system: this, entry });
  }

  /** The charge point's connection, or the offline refusal every console command answers. */
  assertOnline(chargePointId: number): OcppPeer {
    const client = this.clients.get(chargePointId);
    if (!client) throw new AppError(ApiCode.BUSINESS_RULE, '充电桩不在线，无法下发指令，请确认充电桩已连接');
    return client;
  }

  isOnline(chargePointId: number): boolean {
    return this.clients.has(chargePointId);
  }

  /** Sends a console command to a connected charge point; a clear Chinese message when it is not. */
  async command(
    chargePointId: number,
    method: string,
    params: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const client = this.assertOnline(chargePointId);
    try {
      return (await client.call(method, params)) as Record<string, unknown>;
    } catch {
      throw new AppError(ApiCode.BUSINESS_RULE, '充电桩未在规定时间内应答，请稍后重试');
    }
  }

  /** Closes one charge point's connection (it was disabled). */
  async disconnect(chargePointId: number): Promise<void> {
    await this.clients.get(chargePointId)?.close({ code: 1008, reason: 'disabled', force: true });
  }

  /** How many charge points are connected (the bench reads it). */
  get connectedCount(): number {
    return this.clients.size;
  }

  async close(): Promise<void> {
    await this.rpc.close({ force: true });
    await this.log.flush();
  }
}
