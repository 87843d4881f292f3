import { captchaImageSrc, fetchCaptcha, type CaptchaAnswer } from './captcha-api';

/**
 * What the sign-in form needs from a captcha, whatever kind it is: the fields it adds to the login
 * body, a check before submitting, and a reset after a failed attempt. Another mechanism (a
 * proof-of-work challenge, say) replaces this module by rendering into the same slot.
 */
export interface CaptchaControl {
  fields(): { captcha_id?: string; captcha?: string };
  /** Shows what is missing under the field and answers false when the user must act first. */
  validate(): boolean;
  /** A used captcha is never valid again: clear the answer and fetch a fresh one. */
  reset(): void;
}

function markup(): HTMLElement {
  const field = document.createElement('div');
  field.className = 'field';
  field.innerHTML = `
    <label for="captcha">验证码</label>
    <div class="row">
      <input id="captcha" name="captcha" maxlength="8" autocomplete="off" placeholder="请输入验证码"
        aria-describedby="captcha-error" />
      <button type="button" class="captcha-image" title="看不清？点击换一张"></button>
    </div>
    <div id="captcha-error" class="field-error"></div>`;
  return field;
}

/** A fresh single-use image captcha on load and on every refresh; the server says whether sign-in needs one. */
export function mountCaptcha(slot: HTMLElement): CaptchaControl {
  const field = markup();
  const input = field.querySelector('input')!;
  const image = field.querySelector('button')!;
  const error = field.querySelector<HTMLElement>('.field-error')!;
  let current: CaptchaAnswer | undefined;
  let failed = false;

  const render = () => {
    // When the captcha cannot be loaded, show the field anyway: the server decides.
    const enabled = current?.enabled ?? failed;
    if (!enabled) {
      field.remove();
      return;
    }
    if (!field.isConnected) slot.append(field);
    if (current?.svg) {
      image.setAttribute('aria-label', '验证码图片，点击换一张');
      image.innerHTML = '';
      const img = document.createElement('img');
      img.src = captchaImageSrc(current.svg);
      img.alt = '验证码';
      img.width = 120;
      img.height = 30;
      image.append(img);
    } else {
      image.removeAttribute('aria-label');
      image.textContent = '重新获取';
    }
  };

  const refresh = async () => {
    image.disabled = true;
    try {
      current = await fetchCaptcha();
      failed = false;
    } catch {
      current = undefined;
      failed = true;
    } finally {
      image.disabled = false;
    }
    render();
  };

  image.addEventListener('click', () => void refresh());
  input.addEventListener('input', () => {
    error.textContent = '';
    input.removeAttribute('aria-invalid');
  });
  void refresh();

  return {
    fields: () => (field.isConnected ? { captcha_id: current?.captcha_id, captcha: input.value.trim() } : {}),
    validate: () => {
      if (!field.isConnected || input.value.trim()) return true;
      error.textContent = '请输入验证码';
      input.setAttribute('aria-invalid', 'true');
      return false;
    },
    reset: () => {
      input.value = '';
      void refresh();
    },
  };
}
