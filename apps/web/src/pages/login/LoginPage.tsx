import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { accessToken } from '../../lib/auth-token';
import { siteNameOf, useBranding } from '../../lib/branding';
import { homePath } from '../../lib/navigation';
import { api } from '../../lib/request';
import { loadProfile, signedIn } from '../../lib/session-store';
import { captchaAllowsSubmit, CaptchaStatus, useCaptcha } from './use-captcha';

interface LoginForm {
  account: string;
  password: string;
}

interface LoginAnswer {
  access_token: { type: 'Bearer'; value: string; expire_in: number };
}

/** Only same-site paths are followed after sign-in, so a crafted link cannot send the user elsewhere. */
export function safeRedirect(raw: string | null): string | undefined {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  return raw === '/' ? undefined : raw;
}

export default function LoginPage() {
  const [form] = Form.useForm<LoginForm>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const summary = useBranding((s) => s.summary);
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<string>();

  // Someone already signed in who opens / goes straight to where they were heading.
  useEffect(() => {
    if (!accessToken()) return;
    let live = true;
    void loadProfile().then((profile) => {
      if (live && profile)
        navigate(safeRedirect(params.get('redirect')) ?? homePath(profile), { replace: true });
    });
    return () => {
      live = false;
    };
  }, [navigate, params]);

  const submit = async (values: LoginForm) => {
    setSubmitting(true);
    setProblem(undefined);
    try {
      const { payload } = await api.post<LoginAnswer>('login', {
        account: values.account.trim(),
        password: values.password,
        ...captcha.fields,
      });
      if (!payload) return;
      signedIn(payload.access_token);
      const profile = await loadProfile();
      if (!profile) {
        setProblem('暂未分配任何权限，请联系管理员');
        return;
      }
      navigate(safeRedirect(params.get('redirect')) ?? homePath(profile), { replace: true });
    } catch {
      // The request helper has shown the error.
    } finally {
      // A used captcha is never valid again.
      captcha.refresh();
      setSubmitting(false);
    }
  };

  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        background: '#f0f2f5',
        padding: 16,
      }}
    >
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={3} style={{ textAlign: 'center', marginBottom: 24 }}>
          {siteNameOf(summary)}
        </Typography.Title>
        {problem && <Alert type="warning" showIcon title={problem} style={{ marginBottom: 16 }} />}
        <Form<LoginForm>
          form={form}
          layout="vertical"
          requiredMark={false}
          aria-label="登录"
          onFinish={submit}
        >
          <Form.Item
            label="账号"
            name="account"
            rules={[{ required: true, whitespace: true, message: '请输入账号' }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" placeholder="请输入账号" autoFocus />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="current-password"
              placeholder="请输入密码"
            />
          </Form.Item>
          <CaptchaStatus captcha={captcha} />
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={submitting}
            disabled={!captchaAllowsSubmit(captcha)}
          >
            登录
          </Button>
        </Form>
        {summary.metadata.LINK_SUPPORT && (
          <Typography.Paragraph
            type="secondary"
            style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}
          >
            遇到问题？
            <a href={summary.metadata.LINK_SUPPORT} target="_blank" rel="noreferrer">
              联系客服
            </a>
          </Typography.Paragraph>
        )}
      </Card>
    </main>
  );
}
