import { Alert, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';

import type { echarts as ECharts } from './echarts-setup';

interface EChartsModule {
  echarts: typeof ECharts;
}
type Instance = ReturnType<typeof ECharts.init>;

export interface EChartProps {
  /** An ECharts option; replaced as a whole when it changes (notMerge), so removed series go away. */
  option: Record<string, unknown>;
  height?: number;
  'aria-label': string;
}

let loading: Promise<EChartsModule> | undefined;
/** ECharts is loaded on the first chart shown, once, and never in the initial bundle. */
function loadECharts(): Promise<EChartsModule> {
  loading ??= import('./echarts-setup').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A chart that follows its container's width; a skeleton while ECharts loads, a message if it cannot. */
export function EChart({ option, height = 320, 'aria-label': ariaLabel }: EChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<Instance | undefined>(undefined);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    loadECharts().then(
      ({ echarts }) => {
        if (disposed || !host.current) return;
        try {
          chart.current = echarts.init(host.current, undefined, { renderer: 'canvas' });
        } catch {
          // No canvas (an old or locked-down browser): say so instead of failing the page.
          setState('failed');
          return;
        }
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => chart.current?.resize());
          observer.observe(host.current);
        }
        setState('ready');
      },
      () => !disposed && setState('failed'),
    );
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    if (state === 'ready') chart.current?.setOption(option, { notMerge: true });
  }, [option, state]);

  return (
    <div style={{ position: 'relative', height }}>
      <div ref={host} role="img" aria-label={ariaLabel} style={{ width: '100%', height }} />
      {state === 'loading' && (
        <div style={{ position: 'absolute', inset: 0 }}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      )}
      {state === 'failed' && (
        <Alert
          style={{ position: 'absolute', inset: 0 }}
          type="error"
          showIcon
          title="图表组件加载失败，请刷新页面后重试"
        />
      )}
    </div>
  );
}
