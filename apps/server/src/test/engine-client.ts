import type { FastifyInstance } from 'fastify';
import { bearer } from './account-fixture.js';

/** The calls of one engine resource, for tests: `resource('account/role').list(token, { name: 'x' })`. */
export function engineClient(app: FastifyInstance, key: string) {
  const url = (op: string) => `/api/${key}/${op}`;
  return {
    list: (token: string, query: Record<string, string | number> = {}) =>
      app.inject({
        url: `${url('list')}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
        headers: bearer(token),
      }),
    detail: (token: string, id: number) =>
      app.inject({ url: `${url('detail')}?id=${id}`, headers: bearer(token) }),
    create: (token: string, payload: object) =>
      app.inject({ method: 'POST', url: url('create'), headers: bearer(token), payload }),
    update: (token: string, payload: object) =>
      app.inject({ method: 'PUT', url: url('update'), headers: bearer(token), payload }),
    remove: (token: string, id: number) =>
      app.inject({ method: 'DELETE', url: url('delete'), headers: bearer(token), payload: { id } }),
    action: (token: string, name: string, payload: object) =>
      app.inject({ method: 'PUT', url: url(name), headers: bearer(token), payload }),
  };
}
