import { Button } from 'antd';
import { LazyResult } from '../../widgets/lazy-result';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useErrorLog } from '../../lib/error-log';

interface State {
  error: Error | null;
}

/** A page that throws while rendering shows a notice inside the shell; the shell and other pages live on. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    useErrorLog.getState().add({
      source: 'react',
      message: error.message,
      stack: `${error.stack ?? ''}${info.componentStack ?? ''}`,
    });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <LazyResult
        status="error"
        title="页面出错了"
        subTitle={this.state.error.message}
        extra={
          <Button type="primary" onClick={() => this.setState({ error: null })}>
            重试
          </Button>
        }
      />
    );
  }
}
