import { CHUNK_LOAD_TIMEOUT_MS } from '@console/core';
import { Button } from 'antd';
import { LazyResult } from '../../widgets/lazy-result';
import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

/** A chunk that has not arrived within 120 s (spec 01 section 9) fails like a network error would. */
export function withTimeout(
  load: () => Promise<PageModule>,
  ms = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<PageModule> {
  return () =>
    new Promise<PageModule>((resolve, reject) => {
      const timer = setTimeout(() => {
        const error = new Error(`页面资源加载超时（${ms / 1000} 秒）`);
        error.name = 'ChunkLoadError';
        reject(error);
      }, ms);
      load().then(
        (m) => {
          clearTimeout(timer);
          resolve(m);
        },
        (e: unknown) => {
          clearTimeout(timer);
          reject(e instanceof Error ? e : new Error(String(e)));
        },
      );
    });
}

export function ChunkLoadFailed() {
  return (
    <LazyResult
      status="warning"
      title="页面资源加载失败"
      subTitle="可能是网络不稳定或系统刚刚完成升级，请重新加载页面。"
      extra={
        <Button type="primary" onClick={() => location.reload()}>
          重新加载
        </Button>
      }
    />
  );
}

/** A lazy page whose failed or timed-out chunk shows a reload offer instead of breaking the shell. */
export function lazyPage(load: () => Promise<PageModule>) {
  return lazy(() => withTimeout(load)().catch(() => ({ default: ChunkLoadFailed })));
}
