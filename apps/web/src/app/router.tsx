import { useEffect } from 'react';
import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { RouteFallback } from './RouteFallback';

const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** /redirect/<path> re-enters <path>: used to reload the current page through the router. */
function RedirectRoute() {
  const params = useParams();
  return <Navigate to={`/${params['*'] ?? ''}${location.search}`} replace />;
}

/**
 * The sign-in page is a document of its own (index.html, plain HTML without React or antd), so the
 * console reaching / (quit, a 401, 返回首页) loads that document instead of rendering a page.
 */
function SignInDocument() {
  useEffect(() => location.replace(`/${location.search}`), []);
  return <RouteFallback />;
}

/**
 * Public screens are routes of their own; every other path goes to the console shell, which resolves
 * it against the route catalogue (guards, 401, 建设中, 404) and keeps pages alive. All lazy.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: RouteFallback,
    children: [
      { path: '/', element: <SignInDocument /> },
      { path: '/error-page/404', ...page(() => import('../pages/public/errors/NotFoundPage')) },
      { path: '/error-page/401', ...page(() => import('../pages/public/errors/NoAccessPage')) },
      {
        path: '/error-page/no-auth',
        ...page(() => import('../pages/public/errors/DomainNotAuthorisedPage')),
      },
      { path: '/development/info', ...page(() => import('../pages/public/development/InfoPage')) },
      { path: '/development/error-log', ...page(() => import('../pages/public/development/ErrorLogPage')) },
      { path: '/redirect/*', element: <RedirectRoute /> },
      // 渠道进件's temporary-token pages: no sign-in, the link's token opens one application.
      ...['config', 'apply', 'detail'].map((name) => ({
        path: `/external/payment/channel/${name}`,
        ...page(() => import('../pages/public/channel/ExternalChannelPage')),
      })),
      {
        path: '/payment/channel/auth/alipay/callback',
        ...page(() => import('../pages/public/channel/AlipayCallbackPage')),
      },
      {
        path: '/paymnet/channel/apply_no/instruction',
        ...page(() => import('../pages/public/channel/ApplyNoInstructionPage')),
      },
      { path: '/external/*', ...page(() => import('../pages/public/PublicPage')) },
      { path: '/external', ...page(() => import('../pages/public/PublicPage')) },
      { path: '/merchant/business/apply', ...page(() => import('../pages/public/BusinessApplyPage')) },
      // 领取停车券: a customer's phone after scanning a coupon code; no sign-in.
      { path: '/coupon/redeem', ...page(() => import('../pages/parking-coupon/CouponRedeemPage')) },
      // 进件审核 and 进件详情: the partner's 渠道进件 outside the shell, signed in (ChannelApplyReviewPage).
      ...['/payment/channel/audit', '/payment/channel/apply/detail'].map((path) => ({
        path,
        ...page(() => import('../pages/public/channel/ChannelApplyReviewPage')),
      })),
      // 支付渠道进件: a partner opens a draft for one of its merchants, signed in (ChannelApplyCreatePage).
      {
        path: '/payment/channel/apply/create',
        ...page(() => import('../pages/public/channel/ChannelApplyCreatePage')),
      },
      { path: '*', lazy: async () => ({ Component: (await import('./shell/ConsoleShell')).ConsoleShell }) },
    ],
  },
];

export const router = createBrowserRouter(routes);
