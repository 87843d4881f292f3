import type { SimulatedCharger } from '@console/core';
import { ocppClient, type OcppClientPeer } from './ocpp-peer.js';

interface SimConnector {
  connector_no: number;
  status: string;
  transaction_id: number | null;
  power_w: number;
  meter_wh: number;
  timer?: NodeJS.Timeout;
}

const EVENTS_KEPT = 30;

/**
 * A simulated charge point for the developer tool (issue 19): a real OCPP 1.6-J client over
 * WebSocket to the central system, never a shortcut into the database. It boots, plugs in, starts
 * with an id tag, charges at a chosen power sending MeterValues every N seconds, and stops; it
 * answers the console's commands as a charge point would.
 */
export class ChargerSimulator {
  private client: OcppClientPeer | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly connectors: SimConnector[];
  private readonly events: string[] = [];

  constructor(
    readonly chargePointId: number,
    readonly identity: string,
    connectorCount: number,
    private readonly defaultPowerW: number,
  ) {
    this.connectors = Array.from({ length: connectorCount }, (_, i) => ({
      connector_no: i + 1,
      status: 'Unavailable',
      transaction_id: null,
      power_w: 0,
      meter_wh: 0,
    }));
  }

  private note(text: string): void {
    const time = new Date(Date.now() + 8 * 3600_000).toISOString().slice(11, 19);
    this.events.unshift(`${time} ${text}`);
    this.events.length = Math.min(this.events.length, EVENTS_KEPT);
  }

  private connector(no: number): SimConnector {
    const found = this.connectors.find((c) => c.connector_no === no);
    if (!found) throw new Error(`该桩没有 ${no} 号枪`);
    return found;
  }

  private async call<T = Record<string, unknown>>(method: string, params: unknown): Promise<T> {
    if (!this.client) throw new Error('模拟充电桩未连接');
    return (await this.client.call(method, params)) as T;
  }

  /** Connects with HTTP Basic, sends BootNotification and every connector's status. */
  async connect(endpoint: string, password: string): Promise<void> {
    const client = ocppClient({ endpoint, identity: this.identity, password });
    try {
      await client.connect();
    } catch {
      throw new Error('连接中心系统失败：桩编号或密码错误，或充电桩、充电站已停用');
    }
    this.client = client;
    client.on('close', () => {
      this.client = undefined;
      clearInterval(this.heartbeat);
      for (const c of this.connectors) clearInterval(c.timer);
      this.note('连接已断开');
    });
    this.answerCommands(client);
    const boot = await this.call<{ status: string; interval: number }>('BootNotification', {
      chargePointVendor: 'DevTool',
      chargePointModel: 'SimCP-7kW',
      chargePointSerialNumber: `SIM-${this.identity}`.slice(0, 25),
      firmwareVersion: '1.0.0-sim',
    });
    this.note(`BootNotification：${boot.status}，心跳间隔 ${boot.interval} 秒`);
    this.heartbeat = setInterval(
      () => void this.call('Heartbeat', {}).catch(() => undefined),
      boot.interval * 1000,
    );
    this.heartbeat.unref();
    for (const c of this.connectors) await this.status(c, 'Available');
  }

  private async status(c: SimConnector, status: string): Promise<void> {
    c.status = status;
    await this.call('StatusNotification', {
      connectorId: c.connector_no,
      errorCode: 'NoError',
      status,
      timestamp: new Date().toISOString(),
    });
    this.note(`${c.connector_no}号枪 ${status}`);
  }

  private answerCommands(client: OcppClientPeer): void {
    client.handle('RemoteStartTransaction', ({ params }) => {
      const c = this.connectors.find((x) => x.connector_no === Number(params.connectorId ?? 1));
      if (!c || c.transaction_id !== null) return { status: 'Rejected' };
      // Answered first, then started, as a charge point does.
      setImmediate(
        () =>
          void this.start(c.connector_no, String(params.idTag), this.defaultPowerW, 5).catch(() => undefined),
      );
      return { status: 'Accepted' };
    });
    client.handle('RemoteStopTransaction', ({ params }) => {
      const c = this.connectors.find((x) => x.transaction_id === params.transactionId);
      if (!c) return { status: 'Rejected' };
      setImmediate(() => void this.stop(c.connector_no, 'Remote').catch(() => undefined));
      return { status: 'Accepted' };
    });
    client.handle('ChangeAvailability', ({ params }) => {
      const no = Number(params.connectorId);
      const targets = no === 0 ? this.connectors : this.connectors.filter((c) => c.connector_no === no);
      if (targets.some((c) => c.transaction_id !== null)) return { status: 'Scheduled' };
      const status = params.type === 'Inoperative' ? 'Unavailable' : 'Available';
      setImmediate(() => void Promise.all(targets.map((c) => this.status(c, status))).catch(() => undefined));
      return { status: 'Accepted' };
    });
    client.handle('Reset', () => {
      this.note('收到重启指令');
      return { status: 'Accepted' };
    });
  }

  /** The cable is plugged in: Preparing. */
  async plug(no: number): Promise<void> {
    await this.status(this.connector(no), 'Preparing');
  }

  /** Authorize, StartTransaction, Charging, then MeterValues every `intervalS` at `powerW`. */
  async start(no: number, idTag: string, powerW: number, intervalS: number): Promise<void> {
    const c = this.connector(no);
    if (c.transaction_id !== null) throw new Error(`${no}号枪正在充电`);
    const auth = await this.call<{ idTagInfo: { status: string } }>('Authorize', { idTag });
    if (auth.idTagInfo.status !== 'Accepted') throw new Error(`卡号未授权（${auth.idTagInfo.status}）`);
    if (c.status !== 'Preparing') await this.status(c, 'Preparing');
    const started = await this.call<{ transactionId: number; idTagInfo: { status: string } }>(
      'StartTransaction',
      {
        connectorId: no,
        idTag,
        meterStart: c.meter_wh,
        timestamp: new Date().toISOString(),
      },
    );
    if (started.idTagInfo.status !== 'Accepted') {
      this.note(`开始充电被拒绝：${started.idTagInfo.status}`);
      throw new Error(`中心系统拒绝开始充电（${started.idTagInfo.status}）`);
    }
    c.transaction_id = started.transactionId;
    c.power_w = powerW;
    this.note(`${no}号枪开始充电，交易号 ${started.transactionId}`);
    await this.status(c, 'Charging');
    // Energy is added per elapsed time, so a late timer does not lose any.
    let last = Date.now();
    let carry = 0;
    c.timer = setInterval(() => {
      const now = Date.now();
      const exact = (c.power_w * (now - last)) / 3_600_000 + carry;
      const wh = Math.floor(exact);
      carry = exact - wh;
      last = now;
      c.meter_wh += wh;
      void this.call('MeterValues', {
        connectorId: no,
        transactionId: c.transaction_id,
        meterValue: [
          {
            timestamp: new Date(now).toISOString(),
            sampledValue: [
              { value: String(c.meter_wh), measurand: 'Energy.Active.Import.Register', unit: 'Wh' },
            ],
          },
        ],
      }).catch(() => undefined);
    }, intervalS * 1000);
  }

  /** StopTransaction with the meter's reading, then Finishing and Available. */
  async stop(no: number, reason = 'Local'): Promise<void> {
    const c = this.connector(no);
    if (c.transaction_id === null) throw new Error(`${no}号枪没有在充电`);
    clearInterval(c.timer);
    const transactionId = c.transaction_id;
    await this.call('StopTransaction', {
      transactionId,
      meterStop: c.meter_wh,
      timestamp: new Date().toISOString(),
      reason,
    });
    c.transaction_id = null;
    c.power_w = 0;
    this.note(`${no}号枪结束充电，交易号 ${transactionId}`);
    await this.status(c, 'Finishing');
    await this.status(c, 'Available');
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const c of this.connectors) clearInterval(c.timer);
    await this.client?.close({ force: true });
    this.client = undefined;
  }

  get state(): SimulatedCharger {
    return {
      charge_point_id: this.chargePointId,
      identity: this.identity,
      connected: this.client !== undefined,
      meter_wh: this.connectors.reduce((sum, c) => sum + c.meter_wh, 0),
      connectors: this.connectors.map((c) => ({
        connector_no: c.connector_no,
        status: c.status,
        transaction_id: c.transaction_id,
        power_w: c.power_w,
      })),
      events: [...this.events],
    };
  }
}
