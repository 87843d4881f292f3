import { searchProofOfWork, type ProofOfWorkChallenge } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchCaptcha } from './captcha-api';

/** The fields a sign-in (or another public form) adds to its body: none when the captcha is off. */
export interface CaptchaFields {
  captcha_id?: string;
  captcha?: string;
}

export interface CaptchaState {
  /** off: the server needs none; solving: the browser is working; ready: `fields` holds the answer. */
  status: 'loading' | 'off' | 'solving' | 'ready' | 'error';
  fields: CaptchaFields;
  /** A new challenge; each answer is valid once, so call it after every submit that used one. */
  refresh(): void;
}

// Numbers tried per slice before yielding to the page, so typing stays smooth while it works.
const SLICE = 4000;

/** Solves in slices on the main thread; the work is small (see bench/captcha-proof-of-work.mjs). */
function useSolution(task: ProofOfWorkChallenge | undefined): number | undefined | 'failed' {
  const [found, setFound] = useState<{ task: ProofOfWorkChallenge; n: number | 'failed' }>();
  useEffect(() => {
    if (!task) return;
    let cancelled = false;
    let start = 0;
    const step = () => {
      if (cancelled) return;
      const n = searchProofOfWork(task, start, SLICE);
      start += SLICE;
      if (n !== undefined) setFound({ task, n });
      else if (start > task.maxnumber) setFound({ task, n: 'failed' });
      else setTimeout(step, 0);
    };
    setTimeout(step, 0);
    return () => {
      cancelled = true;
    };
  }, [task]);
  return found && found.task === task ? found.n : undefined;
}

/**
 * The captcha of React forms (物业入驻申请; the plain sign-in page mounts captcha.ts): an ALTCHA proof-of-work challenge that the browser solves by itself, nothing
 * to type. The page spreads `fields` into its request body, keeps submit disabled unless the status
 * is ready or off, shows <CaptchaStatus>, and calls refresh() after each submit.
 */
export function useCaptcha(): CaptchaState {
  const query = useQuery({
    queryKey: ['captcha'],
    queryFn: fetchCaptcha,
    // Never reuse one: each answer is valid once.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const data = query.data;
  const task = data?.enabled ? data : undefined;
  const solution = useSolution(task);
  const refresh = () => void query.refetch();
  if (query.isError || solution === 'failed') return { status: 'error', fields: {}, refresh };
  if (query.isFetching || !data) return { status: 'loading', fields: {}, refresh };
  if (!data.enabled) return { status: 'off', fields: {}, refresh };
  if (solution === undefined) return { status: 'solving', fields: {}, refresh };
  return { status: 'ready', fields: { captcha_id: data.captcha_id, captcha: String(solution) }, refresh };
}

const TEXT: Record<CaptchaState['status'], string> = {
  loading: '正在准备人机验证…',
  off: '',
  solving: '正在进行人机验证…',
  ready: '已通过人机验证',
  error: '人机验证加载失败',
};

/** One line telling the user where the automatic check stands, with a retry when it failed. */
export function CaptchaStatus({ captcha }: { captcha: CaptchaState }) {
  if (captcha.status === 'off') return null;
  return (
    <p
      className="captcha-status"
      role="status"
      aria-live="polite"
      style={{ margin: '0 0 16px', color: '#666' }}
    >
      {TEXT[captcha.status]}
      {captcha.status === 'error' && (
        <button type="button" onClick={captcha.refresh} style={{ marginLeft: 8 }}>
          重试
        </button>
      )}
    </p>
  );
}

/** Whether a form may be sent: the check passed, or the server needs none. */
export function captchaAllowsSubmit(captcha: CaptchaState): boolean {
  return captcha.status === 'ready' || captcha.status === 'off';
}
