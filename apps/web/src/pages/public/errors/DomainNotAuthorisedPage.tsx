import { Button, Result } from 'antd';

/** /error-page/no-auth: the branding of this domain could not be loaded. */
export default function DomainNotAuthorisedPage() {
  return (
    <Result
      status="403"
      title="未授权访问"
      subTitle={`当前域名（${location.hostname}）的应用信息获取失败，请确认访问地址是否正确，或稍后重试。`}
      extra={
        <Button type="primary" onClick={() => location.assign('/')}>
          重新加载
        </Button>
      }
    />
  );
}
