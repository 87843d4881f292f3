import { describe, expect, it } from 'vitest';
import { PAY_MODE } from '../code-tables/payment.js';
import {
  defineSettings,
  isMerchantOwned,
  settingsBodySchema,
  settingsProblem,
  settingsQuerySchema,
} from './define-settings.js';
import { settlementSettings } from './service/payment/merchant-payment-settings.js';
import { field } from './field.js';
import { channelSettings, reserveSettings } from './parking/lot-settings.js';

const base = {
  key: 'parking/config/test',
  label: '测试设置',
  owner: 'park',
  kind: 'test',
  permissions: { detail: 'parking:runtime:view', update: 'parking:runtime:update' },
} as const;

describe('defineSettings', () => {
  it('refuses fields that cannot be a plain value of the document, and defaults it would refuse', () => {
    expect(() =>
      defineSettings({
        ...base,
        fields: { park_id: field.integer({ label: '车场' }) },
        defaults: { park_id: 1 },
      }),
    ).toThrow(/owner/);
    expect(() =>
      defineSettings({
        ...base,
        fields: { shown: field.integer({ label: '只读', readOnly: true }) },
        defaults: { shown: 1 },
      }),
    ).toThrow(/plain value/);
    expect(() =>
      defineSettings({
        ...base,
        fields: { minutes: field.integer({ label: '时长', minimum: 5, maximum: 10 }) },
        defaults: { minutes: 30 },
      }),
    ).toThrow(/defaults refused: 时长超出允许范围/);
  });

  it('asks for the owner and every field on update', () => {
    const schema = settingsBodySchema(reserveSettings);
    expect(schema.required).toEqual(['park_id', 'enabled', 'fee', 'hold_minutes', 'free_cancel_minutes']);
    expect(schema.additionalProperties).toBe(false);
    expect(settingsBodySchema(channelSettings).properties?.pay_modes).toMatchObject({
      type: 'array',
      uniqueItems: true,
    });
  });

  it('checks the field rules first, then the rule across fields', () => {
    const valid = { ...reserveSettings.defaults };
    expect(settingsProblem(reserveSettings, valid)).toBeUndefined();
    expect(settingsProblem(reserveSettings, { ...valid, hold_minutes: 500 })).toBe(
      '车位保留时长超出允许范围',
    );
    expect(settingsProblem(reserveSettings, { ...valid, free_cancel_minutes: 60 })).toBe(
      '免费取消时长不能超过车位保留时长',
    );
    expect(settingsProblem(channelSettings, { pay_modes: [] })).toBe('请选择支付渠道');
    expect(settingsProblem(channelSettings, { pay_modes: [3, -1] })).toBe('请选择正确的支付渠道');
  });

  it('keeps several codes of one table as a codes field', () => {
    const def = field.codes(PAY_MODE, { label: '渠道' });
    expect(def).toMatchObject({ kind: 'codes', table: PAY_MODE, show: ['list', 'detail', 'form'] });
  });
});

describe('a settings document owned by a tenant (owner tenant)', () => {
  it('may name its merchant by merchant_id, and may leave it out (the caller’s own)', () => {
    const query = settingsQuerySchema(settlementSettings);
    expect(Object.keys(query.properties ?? {})).toEqual(['merchant_id']);
    expect(query.required).toBeUndefined();
    expect(settingsBodySchema(settlementSettings).required).not.toContain('merchant_id');
    expect(settingsQuerySchema(reserveSettings).required).toEqual(['park_id']);
    expect([isMerchantOwned('tenant'), isMerchantOwned('merchant'), isMerchantOwned('park')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
