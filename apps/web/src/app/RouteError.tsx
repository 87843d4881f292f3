import { Button } from 'antd';
import { LazyResult } from '../widgets/lazy-result';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ChunkLoadFailed } from './shell/lazy-page';

/** The router's error element: a page chunk that failed to load offers a reload; anything else a notice. */
export function RouteError() {
  const error = useRouteError();
  const message =
    error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : String(error);
  if (
    /dynamically imported module|Importing a module script failed|ChunkLoadError|Failed to fetch/i.test(
      message,
    )
  ) {
    return <ChunkLoadFailed />;
  }
  return (
    <LazyResult
      status="error"
      title="页面出错了"
      subTitle={message}
      extra={
        <Button type="primary" onClick={() => location.assign('/')}>
          返回首页
        </Button>
      }
    />
  );
}
