import type { FastifyInstance } from 'fastify';

/** 停车集团, the cars part of issue 17: its module routes (definitions alone need none). */
export async function groupCarsRoutes(_app: FastifyInstance): Promise<void> {}
