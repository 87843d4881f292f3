import { profitSharePolicyResource, RATE_SCALE } from '@console/core';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { Row } from '../../engine/engine-types.js';
import { assertSharesFit } from './profit-lookups.js';

function checkShares(values: Row): void {
  assertSharesFit(Number(values.platform_rate), Number(values.partner_rate));
}

/**
 * 分账政策: the shares must fit in 100 % on create and on every edit; the merchant's share is what
 * is left, worked out on each row read (both shares are list and detail fields).
 */
export const profitPolicyRoutes = crudRoutes(profitSharePolicyResource, {
  hooks: {
    beforeCreate(_ctx, { values }) {
      checkShares(values);
      return values;
    },
    beforeUpdate(_ctx, { before, changes }) {
      checkShares({ ...before, ...changes });
      return changes;
    },
    decorateRows(_ctx, rows) {
      for (const row of rows) {
        row.merchant_rate = RATE_SCALE - Number(row.platform_rate) - Number(row.partner_rate);
      }
      return Promise.resolve();
    },
  },
});
