/** The demo accounts printed at start; all share one password so a first visit needs no lookup. */
export const DEMO_PASSWORD = 'Console@2026';

export interface DemoAccountInfo {
  account: string;
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccountInfo[] = [];
