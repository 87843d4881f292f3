import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGE } from '../validators/password.js';
import { MOBILE_MESSAGE } from '../validators/phone.js';
import { roleResource, subAccountResource } from './account/index.js';
import { runtimeAppResource } from './base-services/index.js';
import { validateInput } from './validate-input.js';

const good = { account: 'zhang.san', name: '张三', password: 'Abc12345!', mobile: '13800138000' };

describe('validateInput', () => {
  it('accepts a good body and reports every bad field in Chinese', () => {
    expect(validateInput(subAccountResource, good, 'create')).toEqual([]);
    const errors = validateInput(subAccountResource, { ...good, mobile: '123', password: 'short' }, 'create');
    expect(errors).toEqual([
      { field: 'mobile', kind: 'mobile', message: MOBILE_MESSAGE },
      { field: 'password', kind: 'password', message: PASSWORD_MESSAGE },
    ]);
  });

  it('needs required fields on create, and on update only when they are sent empty', () => {
    expect(validateInput(subAccountResource, { account: 'abcd' }, 'create').map((e) => e.message)).toEqual([
      '请输入姓名',
      '请输入登录密码',
    ]);
    expect(validateInput(subAccountResource, {}, 'update')).toEqual([]);
    expect(validateInput(subAccountResource, { name: '' }, 'update')).toEqual([
      { field: 'name', kind: 'text', message: '请输入姓名' },
    ]);
    // An empty optional value clears the field; an empty password on update means "unchanged".
    expect(validateInput(subAccountResource, { mobile: '', password: '' }, 'update')).toEqual([]);
  });

  it('names the unknown permission code', () => {
    const errors = validateInput(
      roleResource,
      { name: '财务', permissions: ['account:role:list', 'x:y:z'] },
      'create',
    );
    expect(errors).toEqual([
      { field: 'permissions', kind: 'permissions', message: '权限标识不存在', value: 'x:y:z' },
    ]);
  });

  it('counts characters, not UTF-16 units, against the maximum', () => {
    expect(validateInput(roleResource, { name: '𠀀'.repeat(64) }, 'create')).toEqual([]);
    expect(validateInput(roleResource, { name: '角'.repeat(65) }, 'create')[0]?.message).toBe(
      '角色名称最多 64 个字符',
    );
  });

  it('checks each entry of a list of texts, naming the one that fails', () => {
    const body = { app_id: 'app_x', name: '应用', system: 'merchant' };
    expect(validateInput(runtimeAppResource, { ...body, domains: ['A.example.com:8080'] }, 'create')).toEqual(
      [],
    );
    expect(validateInput(runtimeAppResource, { ...body, domains: ['ok.cn', 'bad host'] }, 'create')).toEqual([
      { field: 'domains', kind: 'tags', message: '域名格式不正确', value: 'bad host' },
    ]);
  });
});
