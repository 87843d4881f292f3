import { defineResource, field } from '@console/core';
import { render } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { formFieldsOf, rulesOf } from './form-fields';

const fixture = defineResource({
  key: 'test/required-kinds',
  table: 'required_kinds',
  label: '必填字段',
  scope: 'merchant',
  permissions: {
    list: 'parking:customer:set:list',
    detail: 'parking:customer:set:list',
    create: 'parking:customer:set:create',
  },
  fields: {
    name: field.text({ label: '名称', maxLength: 32, required: true }),
    quota: field.integer({ label: '数量', minimum: 1, required: true }),
    price: field.money({ label: '价格', required: true }),
    start_time: field.time({ label: '生效时间', required: true, sortable: true }),
    hosts: field.tags({
      label: '域名',
      maxItems: 2,
      validators: [{ test: (value) => value.includes('.'), message: '域名格式不正确' }],
    }),
  },
  list: { columns: ['name'], sort: ['start_time', 'desc'] },
});

/** Validates `values` against the rules the resource form gives each field, as antd runs them. */
async function validate(values: Record<string, unknown>) {
  let form: FormInstance | undefined;
  function Probe() {
    const [instance] = Form.useForm();
    form = instance;
    return (
      <Form form={instance} initialValues={values}>
        {formFieldsOf(fixture, 'create').map((spec) => (
          <Form.Item key={spec.name} name={spec.name} rules={rulesOf(spec)}>
            <input />
          </Form.Item>
        ))}
      </Form>
    );
  }
  render(<Probe />);
  return form!.validateFields().then(
    () => [],
    (error: { errorFields: { errors: string[] }[] }) => error.errorFields.flatMap((f) => f.errors),
  );
}

describe('rulesOf', () => {
  it('accepts filled numbers and times as present', async () => {
    expect(await validate({ name: '年度套餐', quota: 3, price: 360000, start_time: 1_700_000_000 })).toEqual(
      [],
    );
  });

  it('checks each entry of a tags field and names the one that fails', async () => {
    const filled = { name: '年度套餐', quota: 3, price: 360000, start_time: 1_700_000_000 };
    expect(await validate({ ...filled, hosts: ['a.example.com', 'localhost'] })).toEqual([
      '域名格式不正确：localhost',
    ]);
    expect(await validate({ ...filled, hosts: ['a.cn', 'b.cn', 'c.cn'] })).toEqual(['域名最多 2 个']);
  });

  it('asks for what is missing, and blank text is missing', async () => {
    expect(await validate({ name: '   ' })).toEqual([
      '请输入名称',
      '请输入数量',
      '请输入价格',
      '请输入生效时间',
    ]);
  });
});
