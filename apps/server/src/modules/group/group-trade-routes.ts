import type { FastifyInstance } from 'fastify';

/** 停车集团, the trade part of issue 17: its module routes (definitions alone need none). */
export async function groupTradeRoutes(_app: FastifyInstance): Promise<void> {}
