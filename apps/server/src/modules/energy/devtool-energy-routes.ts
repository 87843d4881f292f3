import type { AddressInfo } from 'node:net';
import { ApiCode, okResponse, SIMULATED_CHARGER } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import { authOf } from '../../platform/auth/auth-hook.js';
import { OCPP_PATH, type CentralSystem } from './central-system.js';
import { ChargerSimulator } from './charger-simulator.js';
import { visibleChargePoint } from './charge-point-scope.js';

const ACCESS = { access: { permission: 'system:devtool:energy' } } as const;
const TAGS = ['开发工具'];

const POINT = { charge_point_id: { type: 'integer', minimum: 1, title: '充电桩' } } as const;
const CONNECTOR = {
  connector_no: { type: 'integer', minimum: 1, maximum: 8, default: 1, title: '枪号' },
} as const;

interface Body {
  charge_point_id: number;
  password?: string;
  connector_no?: number;
  id_tag?: string;
  power_w?: number;
  interval_s?: number;
}

/** The central system's own address as this process listens on it (the simulator connects there). */
function endpointOf(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  if (!address) throw new AppError(ApiCode.BUSINESS_RULE, '服务未监听端口，无法连接模拟充电桩');
  return `ws://127.0.0.1:${address.port}${OCPP_PATH.slice(0, -1)}`;
}

/** A simulator's failure (refused start, unknown connector) as a clear message, never a 500. */
async function attempt<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(ApiCode.BUSINESS_RULE, error instanceof Error ? error.message : String(error));
  }
}

/**
 * 模拟充电桩 (developer tool): one simulated charge point per registered charge point the caller
 * sees, each a real OCPP-J client of this server's central system.
 */
export async function devtoolEnergyRoutes(
  app: FastifyInstance,
  _options: { system: CentralSystem },
): Promise<void> {
  const simulators = new Map<number, ChargerSimulator>();
  app.addHook('onClose', async () => {
    await Promise.all([...simulators.values()].map((sim) => sim.close()));
  });

  const simulatorOf = (id: number) => {
    const sim = simulators.get(id);
    if (!sim) throw new AppError(ApiCode.BUSINESS_RULE, '请先连接模拟充电桩');
    return sim;
  };

  const route = (
    op: string,
    summary: string,
    properties: Record<string, unknown>,
    required: string[],
    run: (body: Body, point: Awaited<ReturnType<typeof visibleChargePoint>>) => Promise<ChargerSimulator>,
  ) =>
    app.post<{ Body: Body }>(
      `/devtool/energy/charger/${op}`,
      {
        config: ACCESS,
        schema: {
          tags: TAGS,
          summary,
          body: {
            type: 'object',
            properties: { ...POINT, ...properties },
            required: ['charge_point_id', ...required],
            additionalProperties: false,
          },
          response: okResponse(SIMULATED_CHARGER),
        },
      },
      async (request) => {
        const point = await visibleChargePoint(app.db, authOf(request), request.body.charge_point_id);
        const sim = await attempt(() => run(request.body, point));
        return ok(request, sim.state);
      },
    );

  route(
    'connect',
    '模拟充电桩连接并启动（BootNotification）',
    { password: { type: 'string', minLength: 1, maxLength: 64, title: '连接密码' } },
    ['password'],
    async (body, point) => {
      await simulators.get(Number(point.id))?.close();
      const sim = new ChargerSimulator(Number(point.id), point.identity, Number(point.connector_count), 7000);
      await sim.connect(endpointOf(app), body.password ?? '');
      simulators.set(Number(point.id), sim);
      return sim;
    },
  );
  route('plug', '插枪（StatusNotification：Preparing）', CONNECTOR, [], async (body, point) => {
    const sim = simulatorOf(Number(point.id));
    await sim.plug(body.connector_no ?? 1);
    return sim;
  });
  route(
    'start',
    '刷卡开始充电并按功率上报电表读数',
    {
      ...CONNECTOR,
      id_tag: { type: 'string', minLength: 1, maxLength: 20, default: 'DEVTOOL', title: '卡号' },
      power_w: { type: 'integer', minimum: 100, maximum: 600_000, default: 7000, title: '功率（W）' },
      interval_s: { type: 'integer', minimum: 1, maximum: 300, default: 10, title: '上报间隔（秒）' },
    },
    [],
    async (body, point) => {
      const sim = simulatorOf(Number(point.id));
      await sim.start(
        body.connector_no ?? 1,
        body.id_tag ?? 'DEVTOOL',
        body.power_w ?? 7000,
        body.interval_s ?? 10,
      );
      return sim;
    },
  );
  route('stop', '结束充电（StopTransaction）', CONNECTOR, [], async (body, point) => {
    const sim = simulatorOf(Number(point.id));
    await sim.stop(body.connector_no ?? 1);
    return sim;
  });
  route('disconnect', '断开模拟充电桩', {}, [], async (_body, point) => {
    const sim = simulatorOf(Number(point.id));
    await sim.close();
    simulators.delete(Number(point.id));
    return sim;
  });

  app.get<{ Querystring: { charge_point_id: number } }>(
    '/devtool/energy/charger/state',
    {
      config: ACCESS,
      schema: {
        tags: TAGS,
        summary: '模拟充电桩当前状态',
        querystring: {
          type: 'object',
          properties: POINT,
          required: ['charge_point_id'],
          additionalProperties: false,
        },
        response: okResponse(SIMULATED_CHARGER),
      },
    },
    async (request) => {
      const point = await visibleChargePoint(app.db, authOf(request), request.query.charge_point_id);
      const sim = simulators.get(Number(point.id));
      const state =
        sim?.state ??
        new ChargerSimulator(Number(point.id), point.identity, Number(point.connector_count), 7000).state;
      return ok(request, state);
    },
  );
}
