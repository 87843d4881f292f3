import { Button } from 'antd';
import { LazyResult } from '../widgets/lazy-result';

/** Shown when the domain summary has no app_id: the site exists but its application is not configured. */
export default function AppConfigMissingPage() {
  return (
    <LazyResult
      status="warning"
      title="应用配置缺失"
      subTitle={`当前域名（${location.hostname}）尚未配置应用，请联系平台管理员完成配置。`}
      extra={
        <Button type="primary" onClick={() => location.reload()}>
          重新加载
        </Button>
      }
    />
  );
}
