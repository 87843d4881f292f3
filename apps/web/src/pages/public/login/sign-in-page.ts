import { LOGIN_EXPIRED_MESSAGE } from '../../../lib/api-error';
import { accessToken } from '../../../lib/auth-token';
import {
  applyDocumentBranding,
  fetchSummary,
  handOverSummary,
  siteNameOf,
  storedSummary,
  themePrimaryOf,
  type DomainSummary,
} from '../../../lib/domain-summary';
import { takeSessionExpired } from '../../../lib/session-expired';
import { mountCaptcha } from './captcha';
import type * as signInFlow from './sign-in-flow';

type SignInFlow = typeof signInFlow;

/**
 * Wires up the sign-in form that index.html already shows. Only branding and the captcha load with
 * the page; the sealing crypto, the session and the route catalogue come with sign-in-flow on the
 * first keystroke or submit.
 */

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = byId<HTMLFormElement>('sign-in-form');
const account = byId<HTMLInputElement>('account');
const password = byId<HTMLInputElement>('password');
const submitButton = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const problem = byId<HTMLElement>('problem');
const captcha = mountCaptcha(byId('captcha-slot'));

let flow: Promise<SignInFlow> | undefined;
const loadFlow = () => (flow ??= import('./sign-in-flow'));

/** Branding applies without blocking: the last visit's at once, this domain's when it arrives. */
function brand(summary: DomainSummary) {
  byId('site-name').textContent = siteNameOf(summary);
  document.documentElement.style.setProperty('--primary', themePrimaryOf(summary));
  const support = byId('support');
  const link = summary.metadata.LINK_SUPPORT;
  support.hidden = !link;
  if (link) support.querySelector('a')!.href = link;
  applyDocumentBranding(summary);
}

function showAppConfigMissing() {
  byId('site-name').textContent = '应用配置缺失';
  form.hidden = true;
  problem.hidden = false;
  problem.textContent = `当前域名（${location.hostname}）尚未配置应用，请联系平台管理员完成配置。`;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'primary';
  reload.textContent = '重新加载';
  reload.addEventListener('click', () => location.reload());
  form.after(reload);
}

function showProblem(message: string | undefined, hint?: string) {
  problem.hidden = !message;
  problem.textContent = message ?? '';
  if (hint) {
    const small = document.createElement('small');
    small.textContent = hint;
    problem.append(small);
  }
}

/** antd's "required" rules, as plain checks with the message under the field. */
function required(input: HTMLInputElement, message: string, value = input.value): boolean {
  const ok = value !== '';
  byId(`${input.id}-error`).textContent = ok ? '' : message;
  if (ok) input.removeAttribute('aria-invalid');
  else input.setAttribute('aria-invalid', 'true');
  return ok;
}

brand(storedSummary());
void fetchSummary().then((summary) => {
  // spec 01 section 8: no summary means the domain is not authorised; no app_id, not configured.
  if (!summary) location.replace('/error-page/no-auth');
  else if (!summary.app_id) showAppConfigMissing();
  else {
    brand(summary);
    // The console this page opens takes it rather than asking again.
    handOverSummary();
  }
});

if (accessToken()) void loadFlow().then((f) => f.resumeSession());
// The console noted why it sent the user here (spec 01 section 8: 登录信息已过期，请重新登录).
else if (takeSessionExpired()) showProblem(LOGIN_EXPIRED_MESSAGE);

form.addEventListener('input', (event) => {
  void loadFlow();
  const input = event.target as HTMLInputElement;
  if ((input === account || input === password) && input.value) required(input, '');
});

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const valid = [
    required(account, '请输入账号', account.value.trim()),
    required(password, '请输入密码'),
    captcha.validate(),
  ].every(Boolean);
  if (!valid || submitButton.disabled) return;
  submitButton.disabled = true;
  submitButton.textContent = '登录中…';
  showProblem(undefined);
  void loadFlow()
    .then((f) => f.signIn({ account: account.value.trim(), password: password.value, ...captcha.fields() }))
    .then((result) => {
      if (result.ok) return;
      showProblem(result.message, result.hint);
      captcha.reset();
    })
    .catch(() => showProblem('网络请求异常，请检查网络后重试'))
    .finally(() => {
      submitButton.disabled = false;
      submitButton.textContent = '登录';
    });
});
