import type { FastifyInstance } from 'fastify';

/** 停车集团, the stats part of issue 17: its module routes (definitions alone need none). */
export async function groupStatsRoutes(_app: FastifyInstance): Promise<void> {}
