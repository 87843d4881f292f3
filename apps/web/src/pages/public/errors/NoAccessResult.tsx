import { Button, Result, Typography } from 'antd';
import { useNavigate } from 'react-router';

/**
 * The 401 page of spec 01 section 2: the user may not open this page; it names the missing permission
 * identifier and the page path, with a way home. Rendered in place of a forbidden page, so the URL stays.
 */
export function NoAccessResult({ codes, path }: { codes: readonly string[]; path: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="401"
      subTitle="用户无访问该页面的权限"
      extra={
        <Button type="primary" onClick={() => navigate('/', { replace: true })}>
          返回首页
        </Button>
      }
    >
      <Typography.Paragraph>
        所需权限标识：
        {codes.length > 0
          ? codes.map((code) => (
              <Typography.Text key={code} code copyable>
                {code}
              </Typography.Text>
            ))
          : '—'}
      </Typography.Paragraph>
      <Typography.Paragraph>
        页面路径：<Typography.Text code>{path}</Typography.Text>
      </Typography.Paragraph>
    </Result>
  );
}
