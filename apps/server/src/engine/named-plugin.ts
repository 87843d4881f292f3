import type { FastifyPluginAsync } from 'fastify';

/**
 * A plugin made by a factory (one per resource, view or settings document), named for Fastify.
 * Without a name, Fastify and avvio look one up for every registration: Fastify scans every module
 * in require.cache for one exporting the function (twice), and avvio prints the function's source
 * for a preview. With ~980 routes in ~300 plugins that was a sixth of each app's build (~230 ms of
 * ~1.5 s), paid again by each of the ~150 server test files on each database.
 */
export function namedPlugin(name: string, plugin: FastifyPluginAsync): FastifyPluginAsync {
  Object.defineProperty(plugin, 'name', { value: name });
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: name });
}
