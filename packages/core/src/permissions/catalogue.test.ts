import { describe, expect, it } from 'vitest';
import { PERMISSION_AREAS } from './areas.js';
import {
  ALL_PERMISSION_CODES,
  PERMISSION_BY_CODE,
  PERMISSION_CATALOGUE,
  isPermissionCode,
  permissionLabel,
} from './catalogue.js';

/** Spec 01 §6 examples, verbatim. */
const SPEC_EXAMPLES = [
  'universal:message:basic',
  'universal:user:basic',
  'universal:report:basic',
  'universal:user:account:create',
  'advertising:plan:list',
  'advertising:advertising:basic',
  'parking:vip:apply:audit',
  'user:user:list',
  'contract:contract:create',
  'qrcode:qrcode:generator',
  'system:manage:app:update',
  'parking:mcoupon:token:create',
  'payment:trade:payment:list',
  'invoice:invoice:list',
  'bonus:event:create',
  'system:notice:create',
  'openapi:partner:app:update',
  'wallet:recharge:list',
  'iot:vertex:agent:list',
  'system:devtool:parking',
];

/** Row actions and screens the later work relies on. */
const REQUIRED_ACTIONS = [
  'parking:record:list',
  'parking:record:detail',
  'parking:record:export',
  'parking:release:create',
  'account:role:list',
  'account:role:create',
  'account:role:update',
  'account:role:delete',
  'account:sub-account:list',
  'account:sub-account:create',
  'account:sub-account:update',
  'account:sub-account:delete',
  'account:logging:list',
  'system:manage:app:list',
  'system:manage:app:create',
  'system:manage:app:update',
  'system:permission:list',
  'system:product:list',
  'system:product:create',
  'system:product:update',
  'system:devtool:widget',
  'system:devtool:info',
];

describe('permission catalogue', () => {
  it.each([...SPEC_EXAMPLES, ...REQUIRED_ACTIONS])('declares %s', (code) => {
    expect(isPermissionCode(code)).toBe(true);
  });

  it('declares every code once', () => {
    expect(new Set(ALL_PERMISSION_CODES).size).toBe(ALL_PERMISSION_CODES.length);
    expect(PERMISSION_BY_CODE.size).toBe(PERMISSION_CATALOGUE.length);
  });

  it('shapes every code as area:resource:action with a known area', () => {
    const areas = new Set<string>(PERMISSION_AREAS.map((area) => area.key));
    for (const def of PERMISSION_CATALOGUE) {
      expect(def.code).toMatch(/^[a-z]+(:[a-z][a-z-]*){2,}$/);
      expect(areas.has(def.area)).toBe(true);
      expect(def.code).toBe(`${def.area}:${def.resource}:${def.action}`);
    }
  });

  it('labels every code and area in Chinese', () => {
    for (const def of PERMISSION_CATALOGUE) {
      expect(def.label).toMatch(/[\u4e00-\u9fa5]/);
      expect(def.areaLabel).toMatch(/[\u4e00-\u9fa5]|OKR/);
    }
    expect(permissionLabel('parking:record:list')).toBe('停车记录列表');
    expect(permissionLabel('account:role:create')).toBe('新增角色');
    expect(permissionLabel('unknown:code:x')).toBe('unknown:code:x');
  });

  it('keeps the catalogue in area order so the role tree reads top-down', () => {
    const order = PERMISSION_AREAS.map((area) => area.key);
    const indexes = PERMISSION_CATALOGUE.map((def) => order.indexOf(def.area));
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  });
});
