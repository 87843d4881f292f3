import { startServer } from './server';

/** One real server for the whole run; tests reach it through E2E_BASE_URL (see support/fixtures.ts). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
  };
}
