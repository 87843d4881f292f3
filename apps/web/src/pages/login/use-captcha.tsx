import { useQuery } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { captchaImageSrc, fetchCaptcha } from './captcha-api';

export interface CaptchaState {
  id: string | undefined;
  svg: string | undefined;
  enabled: boolean;
  loading: boolean;
  refresh(): Promise<void>;
}

/** The captcha for React forms (物业入驻申请); the plain sign-in page mounts captcha.ts instead. */
export function useCaptcha(): CaptchaState {
  const query = useQuery({
    queryKey: ['captcha'],
    queryFn: fetchCaptcha,
    // Never reuse one: each answer is valid once.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  return {
    id: query.data?.captcha_id,
    svg: query.data?.svg,
    // When the captcha cannot be loaded, show the field anyway: the server decides.
    enabled: query.data?.enabled ?? query.isError,
    loading: query.isFetching,
    refresh: async () => {
      await query.refetch();
    },
  };
}

export function CaptchaImage({ captcha }: { captcha: CaptchaState }) {
  if (captcha.loading) return <Spin style={{ width: 120 }} />;
  if (!captcha.svg) {
    return (
      <Button onClick={() => void captcha.refresh()} style={{ width: 120 }}>
        重新获取
      </Button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => void captcha.refresh()}
      title="看不清？点击换一张"
      aria-label="验证码图片，点击换一张"
      style={{
        padding: 0,
        border: '1px solid #d9d9d9',
        borderRadius: 6,
        background: '#fff',
        cursor: 'pointer',
        height: 32,
      }}
    >
      <img src={captchaImageSrc(captcha.svg)} alt="验证码" width={120} height={30} />
    </button>
  );
}
