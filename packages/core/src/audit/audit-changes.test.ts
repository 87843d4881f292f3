import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes.js';
import { AUDIT_SUBJECT, auditSubject } from './audit-subjects.js';
import { labelOf } from '../code-tables/define-code-table.js';
import { LOT_SETTINGS } from '../resources/parking/lot-settings.js';

const json = (value: unknown) => JSON.stringify(value);

describe('auditChanges', () => {
  it('lists only the fields an update changed, with Chinese labels, in declaration order', () => {
    const changes = auditChanges(
      'account/role',
      json({ id: 5, description: '旧', name: '收费员', permissions: ['parking:record:list'] }),
      json({ id: 5, description: '新', name: '收费员', permissions: ['account:role:create'] }),
    );
    expect(changes).toEqual([
      { field: 'description', label: '角色描述', before: '旧', after: '新' },
      { field: 'permissions', label: '权限', before: '停车记录列表', after: '新增角色' },
    ]);
  });

  it('formats money as yuan, times as date-times and codes by their label', () => {
    const changes = auditChanges(
      'parking/month-card',
      json({ unit_price: 12000, end_time: 1_700_000_000, card_type: 1 }),
      json({ unit_price: 15050, end_time: 1_702_592_000, card_type: 2 }),
    );
    const byField = Object.fromEntries(changes.map((c) => [c.field, c]));
    expect(byField.unit_price).toMatchObject({
      label: '单价（每单位）',
      before: '￥120.00',
      after: '￥150.50',
    });
    expect(byField.end_time).toMatchObject({
      label: '到期时间',
      before: '2023-11-15 06:13:20',
      after: '2023-12-15 06:13:20',
    });
    expect(byField.card_type!.before).not.toMatch(/^\d+$/);
    expect(byField.card_type!.before).not.toBe(byField.card_type!.after);
  });

  it('shows a create as every field with a value, and a delete as every field it removed', () => {
    const created = auditChanges('account/sub-account', null, json({ name: '张三', mobile: '', status: 1 }));
    expect(created).toEqual([
      { field: 'name', label: '姓名', before: '-', after: '张三' },
      { field: 'status', label: '状态', before: '-', after: '启用' },
    ]);
    const deleted = auditChanges('account/sub-account', json({ name: '张三' }), null);
    expect(deleted).toEqual([{ field: 'name', label: '姓名', before: '张三', after: '-' }]);
  });

  it('never shows a secret, redacted by the writer or not', () => {
    const changes = auditChanges(
      'merchant/app/rt',
      json({ password: '[已隐藏]', api_token: 'abc' }),
      json({ password: '[已隐藏]', api_token: 'xyz' }),
    );
    expect(changes).toEqual([{ field: 'api_token', label: 'api_token', before: '已隐藏', after: '已隐藏' }]);
  });

  it('reads booleans as 是/否 and engine columns by their Chinese name', () => {
    const changes = auditChanges(
      'parking/config/runtime',
      json({ allow_temp_entry: 1, gate_open_timeout: 15, update_time: 0 }),
      json({ allow_temp_entry: 0, gate_open_timeout: 20, update_time: 1_700_000_000 }),
    );
    expect(changes).toContainEqual({
      field: 'allow_temp_entry',
      label: '允许临时车入场',
      before: '是',
      after: '否',
    });
    expect(changes).toContainEqual({
      field: 'gate_open_timeout',
      label: '开闸超时',
      before: '15',
      after: '20',
    });
    expect(changes).toContainEqual({
      field: 'update_time',
      label: '更新时间',
      before: '-',
      after: '2023-11-15 06:13:20',
    });
  });

  it('keeps text that is not a record as one 内容 line, and nested values as plain text', () => {
    expect(auditChanges('account/role', 'not json', null)).toEqual([
      { field: '', label: '内容', before: 'not json', after: '-' },
    ]);
    const nested = auditChanges('unknown/thing', null, json({ scopes: [{ a: 1 }, 'b'] }));
    expect(nested).toEqual([{ field: 'scopes', label: 'scopes', before: '-', after: 'a：1、b' }]);
  });

  it('reads a lot setting document: money in yuan, a list of codes by their labels', () => {
    expect(auditChanges('parking/config/reserve', json({ fee: 0 }), json({ fee: 500 }))).toEqual([
      { field: 'fee', label: '预约费', before: '￥0.00', after: '￥5.00' },
    ]);
    const [channels] = auditChanges(
      'parking/config/channel',
      json({ pay_modes: [0] }),
      json({ pay_modes: [0, 3] }),
    );
    expect(channels!.label).toBe('支付渠道');
    expect(channels!.after.split('、')).toHaveLength(2);
    expect(channels!.after).not.toMatch(/\d/);
  });
});

describe('audit subjects', () => {
  it('name definitions and the other writers in Chinese', () => {
    expect(auditSubject('account/role').label).toBe('角色');
    expect(labelOf(AUDIT_SUBJECT, 'park')).toBe(auditSubject('park').label);
    for (const key of [
      'merchant/app/rt',
      'merchant/app/rt/metadata',
      'parking/customer/software',
      'account/info',
    ]) {
      expect(labelOf(AUDIT_SUBJECT, key), key).toMatch(/[\u4e00-\u9fff]/);
    }
    for (const settings of LOT_SETTINGS) {
      expect(labelOf(AUDIT_SUBJECT, settings.key)).toBe(settings.label);
    }
    expect(auditSubject('no/such').label).toBe('no/such');
  });
});
