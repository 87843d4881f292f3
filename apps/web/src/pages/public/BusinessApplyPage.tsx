import { propertyApplicationResource } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Cascader, Form, Input, Result, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { api } from '../../lib/request';
import { formFieldsOf, rulesOf } from '../../resources/form/form-fields';
import { captchaAllowsSubmit, CaptchaStatus, useCaptcha } from './login/use-captcha';

interface CityOption {
  value: string;
  label: string;
  children?: CityOption[];
}

// The licence image needs an upload, and uploads need a session: the reviewer asks for it instead.
const PUBLIC_FIELDS = [
  'company_name',
  'credit_code',
  'contact_name',
  'contact_mobile',
  'area_code',
  'address',
];

/**
 * 物业入驻申请 (/merchant/business/apply): no sign-in. The same fields and rules as the signed-in
 * form, a captcha when sign-in uses one, and the city from a province–city cascader.
 */
export default function BusinessApplyPage() {
  const [form] = Form.useForm<Record<string, unknown>>();
  const captcha = useCaptcha();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const fields = useMemo(
    () =>
      formFieldsOf(propertyApplicationResource, 'create').filter((spec) => PUBLIC_FIELDS.includes(spec.name)),
    [],
  );
  const cities = useQuery({
    queryKey: ['merchant/business/cities'],
    queryFn: async ({ signal }) =>
      (await api.get<{ row: CityOption[] }>('merchant/business/cities', undefined, { signal })).payload
        ?.row ?? [],
    staleTime: Infinity,
  });

  const submit = async (values: Record<string, unknown>) => {
    setSending(true);
    try {
      const body = Object.fromEntries(
        Object.entries(values).map(([key, value]) => [
          key,
          key === 'area_code' && Array.isArray(value)
            ? value.at(-1)
            : typeof value === 'string'
              ? value.trim()
              : value,
        ]),
      );
      await api.post('merchant/business/apply', {
        ...body,
        ...captcha.fields,
      });
      setSent(true);
    } catch {
      captcha.refresh();
    } finally {
      setSending(false);
    }
  };

  return (
    <main
      style={{
        minHeight: '100vh',
        background: '#f0f2f5',
        padding: 16,
        display: 'grid',
        placeItems: 'start center',
      }}
    >
      <Card style={{ width: '100%', maxWidth: 640, marginTop: 32 }}>
        <Typography.Title level={3}>物业入驻申请</Typography.Title>
        {sent ? (
          <Result
            status="success"
            title="申请已提交"
            subTitle="我们会在 3 个工作日内完成审核，并通过您留下的手机号与您联系。"
            extra={<Button href="/">返回登录</Button>}
          />
        ) : (
          <>
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title="提交后由平台审核，审核时工作人员会联系您补充营业执照照片。"
            />
            <Form
              form={form}
              layout="vertical"
              name="business-apply"
              onFinish={(values) => void submit(values)}
            >
              {fields.map((spec) => (
                <Form.Item
                  key={spec.name}
                  name={spec.name}
                  label={spec.label}
                  rules={
                    spec.name === 'area_code'
                      ? [{ required: true, message: '请选择所在城市' }]
                      : rulesOf(spec)
                  }
                >
                  {spec.name === 'area_code' ? (
                    <Cascader
                      options={cities.data ?? []}
                      loading={cities.isFetching}
                      placeholder="请选择所在城市"
                      showSearch
                    />
                  ) : (
                    <Input autoComplete="off" placeholder={`请输入${spec.label}`} />
                  )}
                </Form.Item>
              ))}
              <CaptchaStatus captcha={captcha} />
              <Button
                type="primary"
                htmlType="submit"
                loading={sending}
                block
                disabled={!captchaAllowsSubmit(captcha)}
              >
                提交申请
              </Button>
            </Form>
          </>
        )}
      </Card>
    </main>
  );
}
