import { describe, expect, it } from 'vitest';
import { subAccountResource } from './account/sub-account.js';
import { alreadyExistsMessage, fieldHint } from './field-messages.js';

describe('field messages', () => {
  it('names a taken value by the field label', () => {
    expect(alreadyExistsMessage(subAccountResource.fields.account.label, 'clerk')).toBe('账号 clerk 已存在');
  });

  it('names the field by its label in a hint, falling back to the wire name only without a definition', () => {
    expect(fieldHint(subAccountResource.fields.mobile, 'mobile')).toBe('字段：手机号');
    expect(fieldHint(subAccountResource.fields.role_ids, 'role_ids', '7')).toMatch(/^[^a-z_]+：7$/);
    expect(fieldHint(undefined, 'other')).toBe('字段：other');
  });
});
