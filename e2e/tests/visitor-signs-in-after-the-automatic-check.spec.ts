import { expect, test } from '../support/fixtures';
import { startServer } from '../support/server';
import { signIn } from '../support/sign-in';

test('with the captcha on, the page passes the proof-of-work check by itself and signs in', async ({
  page,
}) => {
  // Starts its own server; the check is a fraction of a second on a quiet machine, seconds on a busy one.
  test.setTimeout(120_000);
  // On a copy of the run's seeded database, as the workers' servers are: seeding afresh cost this
  // test most of its ~36 s in a full run.
  const server = await startServer({ copyOf: process.env.E2E_TEMPLATE_DIR, env: { LOGIN_CAPTCHA: 'on' } });
  try {
    await page.goto(`${server.url}/`);
    // Nothing to type: the browser solves the challenge, then the button opens.
    await expect(page.getByRole('status')).toHaveText('已通过人机验证', { timeout: 60_000 });
    await signIn(page, 'merchant');
  } finally {
    await server.stop();
  }
});
