import { useSession, type UserProfile } from '../../../lib/session-store';

export const TEST_PROFILE = {
  merchant: 'M0001',
  merchant_name: '深圳福田中心停车场',
  name: '张三',
  system: 'merchant',
  avatar: '',
  account: 'zhangsan',
  manager_id: 7,
  app_id: 'app-1',
  main_account_name: '张三',
  is_main: 1,
  product: [],
  permission: 'universal:message:basic',
  expire_in: 7200,
} satisfies UserProfile;

/** A signed-in user: the token cookie the request helper insists on, and a loaded profile. */
export function signInForTest(): void {
  document.cookie = 'accessToken=abc; path=/';
  useSession.getState().setProfile(TEST_PROFILE);
}
