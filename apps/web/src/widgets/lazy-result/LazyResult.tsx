import type { ResultProps } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * The notice shown when the result component itself cannot be fetched (the network is down, which is
 * when a chunk-load failure is shown): the same words and buttons, plainly laid out.
 */
function PlainResult({ title, subTitle, extra, children }: ResultProps) {
  return (
    <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <div style={{ fontSize: 24, marginBottom: 8 }}>{title}</div>
      {subTitle && <div style={{ color: 'rgba(0, 0, 0, 0.65)', marginBottom: 24 }}>{subTitle}</div>}
      {extra}
      {children}
    </div>
  );
}

// antd's Result carries its status illustrations (about 10 KiB) wherever it is imported. The shell shows
// a result only after a failure, so the component is fetched then rather than with the first page.
const Result = lazy<ComponentType<ResultProps>>(() =>
  import('antd/es/result').then(
    (m) => m,
    () => ({ default: PlainResult }),
  ),
);

/** antd's Result, loaded when first shown. */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
