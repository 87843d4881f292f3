import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowSeconds } from '../../lib/clock.js';
import type { CentralSystem } from './central-system.js';
import { meterValues, startTransaction, stopTransaction, type ConnectedPoint } from './charge-session.js';
import type { MeterSample } from './session-pricing.js';

interface HandlerDeps {
  db: Kysely<Database>;
  system: CentralSystem;
  entry(direction: 'in' | 'out', action: string, payload: unknown, note?: string): void;
}

interface Client {
  session: ConnectedPoint;
  handle(method: string, handler: (call: { params: Record<string, unknown> }) => unknown): void;
  call(method: string, params?: unknown): Promise<unknown>;
}

interface SampledValue {
  value: string;
  measurand?: string;
  unit?: string;
  phase?: string;
}
interface MeterValue {
  timestamp: string;
  sampledValue: SampledValue[];
}

const REGISTER = 'Energy.Active.Import.Register';
/** Writing last_seen_time on every message would double the writes; this is close enough for 离线. */
const SEEN_EVERY = 5;

/** Unix seconds of an OCPP timestamp; the central system's clock when it cannot be read. */
function secondsOf(timestamp: unknown, fallback: number): number {
  const ms = typeof timestamp === 'string' ? Date.parse(timestamp) : Number.NaN;
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : fallback;
}

/** The energy register readings of MeterValues (Wh or kWh), in Wh. */
export function readingsOf(values: readonly MeterValue[] | undefined, now: number): MeterSample[] {
  const readings: MeterSample[] = [];
  for (const value of values ?? []) {
    const sampled = value.sampledValue.find(
      (s) => (s.measurand ?? REGISTER) === REGISTER && s.phase === undefined,
    );
    if (!sampled) continue;
    const number = Number(sampled.value);
    if (!Number.isFinite(number)) continue;
    const wh = Math.round(sampled.unit === 'kWh' ? number * 1000 : number);
    readings.push({ time: secondsOf(value.timestamp, now), wh });
  }
  return readings;
}

const currentTime = () => new Date().toISOString();

/**
 * The charge point's calls. Each handler reads and writes only the rows of `client.session` (the
 * charge point that authenticated), and logs the call with its note (why a reading was refused).
 */
export function handleChargePoint(client: Client, { db, system, entry }: HandlerDeps): void {
  const point = client.session;
  let seenAt = 0;
  const seen = async (force = false) => {
    const now = nowSeconds();
    if (!force && now - seenAt < SEEN_EVERY) return;
    seenAt = now;
    await db
      .updateTable('energy_charge_point')
      .set({ last_seen_time: now })
      .where('id', '=', point.id)
      .execute();
  };
  const on = (
    method: string,
    run: (params: Record<string, unknown>, now: number) => Promise<{ answer: unknown; notes?: string[] }>,
  ) =>
    client.handle(method, async ({ params }) => {
      const now = nowSeconds();
      const { answer, notes } = await run(params, now);
      entry('in', method, params, notes?.length ? notes.join('；') : undefined);
      entry('out', `${method}.conf`, answer);
      return answer;
    });

  on('BootNotification', async (params, now) => {
    const text = (key: string, max: number) =>
      typeof params[key] === 'string' ? (params[key] as string).slice(0, max) : null;
    const updated = await db
      .updateTable('energy_charge_point')
      .set({
        vendor: text('chargePointVendor', 32),
        model: text('chargePointModel', 32),
        serial_no: text('chargePointSerialNumber', 32) ?? text('chargeBoxSerialNumber', 32),
        firmware: text('firmwareVersion', 64),
        boot_time: now,
        last_seen_time: now,
      })
      .where('id', '=', point.id)
      .returning('heartbeat_interval')
      .executeTakeFirstOrThrow();
    seenAt = now;
    return {
      answer: {
        status: 'Accepted',
        currentTime: currentTime(),
        interval: Number(updated.heartbeat_interval),
      },
    };
  });

  on('Heartbeat', async () => {
    await seen(true);
    return { answer: { currentTime: currentTime() } };
  });

  on('StatusNotification', async (params, now) => {
    await seen();
    const connectorNo = Number(params.connectorId);
    // Connector 0 is the charge point itself: logged, no connector row.
    if (connectorNo === 0) return { answer: {} };
    const values = {
      ocpp_status: String(params.status),
      error_code: params.errorCode === 'NoError' ? null : String(params.errorCode).slice(0, 32),
      status_time: secondsOf(params.timestamp, now),
    };
    const changed = await db
      .updateTable('energy_connector')
      .set(values)
      .where('charge_point_id', '=', point.id)
      .where('connector_no', '=', connectorNo)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) > 0) return { answer: {} };
    return { answer: {}, notes: [`未登记的枪号 ${connectorNo}，状态已忽略`] };
  });

  // No card list yet: every non-empty id tag is accepted, as the devtool's and the demo's are.
  on('Authorize', async () => {
    await seen();
    return { answer: { idTagInfo: { status: 'Accepted' } } };
  });

  on('StartTransaction', async (params, now) => {
    await seen();
    const connectorId = Number(params.connectorId);
    const key = `${point.id}:${connectorId}`;
    const prepaid = system.pendingPrepaid.get(key);
    const outcome = await startTransaction(
      db,
      point,
      {
        connectorId,
        idTag: String(params.idTag),
        meterStart: Number(params.meterStart),
        time: secondsOf(params.timestamp, now),
        prepaid,
      },
      now,
    );
    if (!outcome.ok)
      return { answer: { transactionId: 0, idTagInfo: { status: outcome.status } }, notes: [outcome.note] };
    system.pendingPrepaid.delete(key);
    return { answer: { transactionId: outcome.transactionId, idTagInfo: { status: 'Accepted' } } };
  });

  on('MeterValues', async (params, now) => {
    await seen();
    const transactionId = params.transactionId === undefined ? undefined : Number(params.transactionId);
    const outcome = await meterValues(
      db,
      point,
      transactionId,
      readingsOf(params.meterValue as MeterValue[], now),
    );
    if (outcome.stopForPrepayment) {
      const stop = { transactionId: outcome.stopForPrepayment.transactionId };
      // After the answer: the charge point answers the stop, then sends its StopTransaction.
      setImmediate(() => void client.call('RemoteStopTransaction', stop).catch(() => undefined));
    }
    return { answer: {}, notes: outcome.notes };
  });

  on('StopTransaction', async (params, now) => {
    await seen();
    const outcome = await stopTransaction(
      db,
      point,
      {
        transactionId: Number(params.transactionId),
        meterStop: Number(params.meterStop),
        time: secondsOf(params.timestamp, now),
        reason: typeof params.reason === 'string' ? params.reason : undefined,
        readings: readingsOf(params.transactionData as MeterValue[] | undefined, now),
      },
      now,
    );
    return { answer: { idTagInfo: { status: 'Accepted' } }, notes: outcome.notes };
  });
}
