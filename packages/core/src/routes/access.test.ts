import { describe, expect, it } from 'vitest';
import { canAccessRoute, isPublicRoute, missingPermission, skipsSignIn } from './access.js';
import { ROUTE_BY_PATH } from './catalogue.js';
import type { RouteMeta } from './types.js';

function route(path: string): RouteMeta {
  const found = ROUTE_BY_PATH.get(path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

const none = new Set<string>();
const partnerParking = new Set(['partner', 'parking']);

describe('canAccessRoute', () => {
  it('opens public routes to anyone', () => {
    for (const path of ['/', '/error-page/401', '/external/payment/channel/apply', '/redirect/:path', '*']) {
      expect(isPublicRoute(route(path))).toBe(true);
      expect(canAccessRoute(route(path), none, none)).toBe(true);
    }
  });

  it('needs any one of the route codes', () => {
    const order = route('/group/parking/order');
    const groupAccount = new Set(['partner', 'group']);
    expect(canAccessRoute(order, new Set(['group:order:recharge:list']), groupAccount)).toBe(true);
    expect(canAccessRoute(order, new Set(['group:order:payment:list']), groupAccount)).toBe(true);
    expect(canAccessRoute(order, new Set(['group:record:list']), groupAccount)).toBe(false);
  });

  it('denies a signed-in route without permissions, whatever the products', () => {
    expect(canAccessRoute(route('/parking/record/list'), none, partnerParking)).toBe(false);
  });

  it('needs any one product and any one platform type where the route names them', () => {
    const orders = route('/parking/order/payment/list');
    const held = new Set(['parking:order:payment:list']);
    expect(canAccessRoute(orders, held, partnerParking)).toBe(true);
    expect(canAccessRoute(orders, held, new Set(['partner']))).toBe(false);
    expect(canAccessRoute(orders, held, new Set(['merchant', 'parking']))).toBe(false);
    expect(
      canAccessRoute(route('/parking-merchant/trade/payment'), held, new Set(['merchant', 'parking'])),
    ).toBe(true);
    const coupons = route('/parking-coupon/coupon/list');
    const couponCode = new Set(['coupon:coupon:list']);
    expect(canAccessRoute(coupons, couponCode, new Set(['mcoupon']))).toBe(true);
    expect(canAccessRoute(coupons, couponCode, new Set(['merchant']))).toBe(true);
    expect(canAccessRoute(coupons, couponCode, new Set(['partner']))).toBe(false);
  });

  it('opens parking records to merchants too, the one provider list without a merchant twin', () => {
    const records = route('/parking/record/list');
    expect(canAccessRoute(records, new Set(['parking:record:list']), new Set(['merchant', 'parking']))).toBe(
      true,
    );
  });

  it('lets routes without a product gate through on permissions alone', () => {
    expect(canAccessRoute(route('/account/report/list'), new Set(['universal:report:basic']), none)).toBe(
      true,
    );
  });

  it('needs the advertising area code as well as the screen code', () => {
    const plans = route('/adverting/operation/advertising');
    const product = new Set(['advertising']);
    expect(canAccessRoute(plans, new Set(['advertising:plan:list']), product)).toBe(false);
    expect(canAccessRoute(plans, new Set(['advertising:advertising:basic']), product)).toBe(false);
    expect(
      canAccessRoute(plans, new Set(['advertising:advertising:basic', 'advertising:plan:list']), product),
    ).toBe(true);
  });
});

describe('missingPermission', () => {
  it('names the route codes for the 401 page', () => {
    expect(missingPermission(route('/parking/record/list'), none)).toEqual(['parking:record:list']);
    expect(missingPermission(route('/group/parking/order'), none)).toEqual([
      'group:order:payment:list',
      'group:order:recharge:list',
    ]);
  });

  it('names the area code when only that is missing', () => {
    expect(
      missingPermission(route('/adverting/operation/advertising'), new Set(['advertising:plan:list'])),
    ).toEqual(['advertising:advertising:basic']);
  });

  it('is empty when permissions are not what blocks the user', () => {
    expect(missingPermission(route('/parking/record/list'), new Set(['parking:record:list']))).toEqual([]);
    expect(missingPermission(route('/error-page/404'), none)).toEqual([]);
  });
});

describe('skipsSignIn', () => {
  it('skips sign-in for public routes and everything under /external', () => {
    expect(skipsSignIn('/')).toBe(true);
    expect(skipsSignIn('/merchant/business/apply')).toBe(true);
    expect(skipsSignIn('/external/anything/else')).toBe(true);
    expect(skipsSignIn('/externals')).toBe(false);
    expect(skipsSignIn('/parking/record/list')).toBe(false);
  });
});
