import { searchProofOfWork, type ProofOfWorkChallenge } from '@console/core';
import { fetchCaptcha } from './captcha-api';

/**
 * What the sign-in form needs from a captcha: the fields it adds to the login body, a check before
 * submitting, and a fresh challenge after each attempt (an answer is valid once).
 */
export interface CaptchaControl {
  fields(): { captcha_id?: string; captcha?: string };
  /** Says what is still going on and answers false while the user must wait. */
  validate(): boolean;
  reset(): void;
}

type State =
  | { status: 'loading' | 'off' | 'error' }
  | { status: 'solving'; id: string }
  | { status: 'ready'; id: string; answer: number };

const TEXT: Record<State['status'], string> = {
  loading: '正在准备人机验证…',
  off: '',
  solving: '正在进行人机验证…',
  ready: '已通过人机验证',
  error: '人机验证加载失败',
};

// Numbers tried per slice before yielding, so typing stays smooth while the browser works.
const SLICE = 4000;

/**
 * The ALTCHA proof of work of the sign-in page: fetched and solved by the browser as soon as the page
 * shows, nothing to type. One status line says where it stands, with 重试 when it failed.
 */
export function mountCaptcha(slot: HTMLElement): CaptchaControl {
  const line = document.createElement('div');
  line.className = 'captcha-status';
  const text = document.createElement('p');
  text.setAttribute('role', 'status');
  text.setAttribute('aria-live', 'polite');
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = '重试';
  line.append(text, retry);
  let state: State = { status: 'loading' };
  let run = 0;

  const render = () => {
    if (state.status === 'off') return line.remove();
    if (!line.isConnected) slot.append(line);
    text.textContent = TEXT[state.status];
    retry.hidden = state.status !== 'error';
  };
  const set = (next: State) => {
    state = next;
    render();
  };

  const solve = (task: ProofOfWorkChallenge & { captcha_id: string }, mine: number) => {
    let start = 0;
    const step = () => {
      if (mine !== run) return; // a newer challenge replaced this one
      const answer = searchProofOfWork(task, start, SLICE);
      start += SLICE;
      if (answer !== undefined) set({ status: 'ready', id: task.captcha_id, answer });
      else if (start > task.maxnumber) set({ status: 'error' });
      else setTimeout(step, 0);
    };
    setTimeout(step, 0);
  };

  const refresh = async () => {
    const mine = (run += 1);
    set({ status: 'loading' });
    try {
      const answer = await fetchCaptcha();
      if (mine !== run) return;
      if (!answer?.enabled) return set(answer ? { status: 'off' } : { status: 'error' });
      set({ status: 'solving', id: answer.captcha_id });
      solve(answer, mine);
    } catch {
      if (mine === run) set({ status: 'error' });
    }
  };

  retry.addEventListener('click', () => void refresh());
  void refresh();

  return {
    fields: () => (state.status === 'ready' ? { captcha_id: state.id, captcha: String(state.answer) } : {}),
    validate: () => {
      if (state.status === 'ready' || state.status === 'off') return true;
      // Still working (or failed): say so where the user looks, and keep the form as typed.
      line.classList.add('captcha-waiting');
      render();
      return false;
    },
    reset: () => void refresh(),
  };
}
