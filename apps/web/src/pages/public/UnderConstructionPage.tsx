import { Result, Typography } from 'antd';

/** A catalogue route whose screen a later release builds: a clear notice inside the shell, never a blank page. */
export default function UnderConstructionPage({ title, path }: { title: string; path: string }) {
  return (
    <Result status="info" title={`${title}（建设中）`} subTitle="该页面正在建设中，敬请期待。">
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 0 }}>
        页面路径：<Typography.Text code>{path}</Typography.Text>
      </Typography.Paragraph>
    </Result>
  );
}
