import { describe, expect, it } from 'vitest';
import { ENABLED_STATUS } from '../code-tables/enabled-status.js';
import { actionAllowed, askOf, defineResource } from './define-resource.js';
import { field } from './field.js';
import { actionBodySchema } from './json-schema.js';
import { paymentOrderResource } from './parking/orders.js';
import { actionInput, validateActionInput } from './validate-input.js';

const base = {
  key: 'test/switch',
  table: 'switch',
  label: '开关',
  scope: 'merchant',
  permissions: { list: 'account:role:list', detail: 'account:role:list' },
  fields: {
    name: field.text({ label: '名称', sortable: true }),
    status: field.code(ENABLED_STATUS, { label: '状态', readOnly: true }),
  },
  list: { columns: ['name'], sort: ['name', 'asc'] },
} as const;

describe('declared actions', () => {
  it('adds 停用 and 启用 from the enableDisable flag, with their states and target', () => {
    const thing = defineResource({ ...base, enableDisable: { permission: 'account:role:update' } });
    expect(thing.actions.disable).toMatchObject({
      label: '停用',
      permission: 'account:role:update',
      states: { field: 'status', in: [1] },
      to: { field: 'status', value: 0 },
    });
    expect(thing.actions.enable).toMatchObject({ states: { in: [0] }, to: { value: 1 } });
    expect(askOf(thing.actions.enable!)).toBe('confirm');
  });

  it('refuses enable/disable declared by hand beside the flag, and targets outside the code table', () => {
    const manual = { label: '启用', permission: 'account:role:update' } as const;
    expect(() =>
      defineResource({
        ...base,
        enableDisable: { permission: 'account:role:update' },
        actions: { enable: manual },
      }),
    ).toThrow(/enableDisable/);
    const bad = { ...manual, to: { field: 'status', value: 7 } } as const;
    expect(() => defineResource({ ...base, actions: { bump: bad } })).toThrow(/code table/);
    const unknown = { ...manual, stamp: { at: 'nowhere' } } as const;
    // @ts-expect-error -- the stamp names a field the definition does not have
    expect(() => defineResource({ ...base, actions: { bump: unknown } })).toThrow(/unknown field nowhere/);
  });

  it('prefills only a declared input, and only from a field of the row', () => {
    const rename = (prefill: Record<string, string>) =>
      defineResource({
        ...base,
        actions: {
          rename: {
            label: '改名',
            permission: 'account:role:update',
            ask: 'page',
            input: { new_name: field.text({ label: '新名称', required: true }) },
            prefill: prefill as Record<string, 'name'>,
          },
        },
      });
    expect(rename({ new_name: 'name' }).actions.rename?.prefill).toEqual({ new_name: 'name' });
    expect(() => rename({ other: 'name' })).toThrow(/prefills unknown input other/);
    expect(() => rename({ new_name: 'nickname' })).toThrow(/unknown field nickname/);
    expect(askOf(rename({}).actions.rename!)).toBe('page');
  });

  it('derives the refund body: the id and a required reason, nothing else', () => {
    const refund = paymentOrderResource.actions.refund!;
    expect(askOf(refund)).toBe('dialog');
    expect(actionBodySchema(refund)).toMatchObject({
      required: ['id', 'refund_reason'],
      additionalProperties: false,
      properties: { refund_reason: { type: 'string', maxLength: 128, minLength: 1 } },
    });
  });

  it('trims the input and refuses a blank required reason with the form message', () => {
    const refund = paymentOrderResource.actions.refund!;
    const values = actionInput(refund, { refund_reason: '  重复支付 ', stray: 1 });
    expect(values).toEqual({ refund_reason: '重复支付' });
    expect(validateActionInput(refund, values)).toEqual([]);
    const blank = validateActionInput(refund, actionInput(refund, { refund_reason: '   ' }));
    expect(blank.map((error) => error.message)).toEqual(['请输入退款原因']);
  });

  it('applies to a paid order only: a refund needs a paid amount above zero', () => {
    const refund = paymentOrderResource.actions.refund!;
    expect(actionAllowed(refund, { status: 1, paid_amount: 500 })).toBe(true);
    expect(actionAllowed(refund, { status: 1, paid_amount: 0 })).toBe(false);
    expect(actionAllowed(refund, { status: -2, paid_amount: 500 })).toBe(false);
  });
});
