import { Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { ConsoleView } from './ConsoleView';
import { useParkByUuid } from './use-lot-park';

/** 控制台 inside the lot pages (/parking/manage/*): the park comes from the group's g_park_uuid. */
export default function LotConsolePage() {
  const [params] = useSearchParams();
  const uuid = params.get('g_park_uuid')?.trim() || undefined;
  const park = useParkByUuid(uuid);
  if (!uuid) return <Result status="warning" title="缺少车场参数" subTitle="请从车场列表进入控制台" />;
  if (park.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (park.error) return <Result status="error" title="车场加载失败" subTitle={park.error.message} />;
  if (!park.data) return <Result status="404" title="车场不存在" subTitle="该车场不存在或您无权查看" />;
  return <ConsoleView park={park.data} />;
}
