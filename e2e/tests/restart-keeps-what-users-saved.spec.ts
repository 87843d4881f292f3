import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { HEALTHY_WITHIN_MS, startServer } from '../support/server';
import { signIn } from '../support/sign-in';

/** The tail of the server's log: what a stop that did not exit cleanly said about itself. */
function serverLog(dataDir: string): string {
  const log = fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8');
  return log.slice(-4000);
}

test('a second start keeps what users changed and reseeds nothing; SIGTERM exits cleanly', async ({
  page,
}) => {
  // Its first server starts on a fresh folder, migrating and seeding before it listens: the start's
  // own bound, then the test's usual minute. Under a loaded CI run the seeding alone once took the
  // whole default minute, and the test ended before its first page.
  test.setTimeout(HEALTHY_WITHIN_MS + 60_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-restart-'));
  try {
    const first = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } });
    await page.goto(`${first.url}/`);
    await signIn(page, 'merchant');
    const badge = page.locator('.ant-badge-count').first();
    await expect(badge).toHaveText('8');
    await page.getByRole('button', { name: '消息中心' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '消息中心' });
    await drawer.getByRole('switch').click();
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      drawer.getByRole('listitem').first().getByRole('button').first().click(),
    ]);
    await opened.close();
    await expect(badge).toHaveText('7');
    expect(await first.stop(), serverLog(dataDir)).toBe(0);

    const second = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } });
    await page.goto(`${second.url}/`);
    // The session survived the restart like everything else: / goes straight into the console.
    await expect(page.getByRole('button', { name: /用户菜单/ })).toBeVisible();
    await expect(page.locator('.ant-badge-count').first()).toHaveText('7');
    expect(await second.stop(), serverLog(dataDir)).toBe(0);
    expect(fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8')).toContain('shutting down');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
