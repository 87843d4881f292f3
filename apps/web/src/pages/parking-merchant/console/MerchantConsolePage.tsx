import { Card, Empty, Flex, Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { useParkByUuid } from '../../../resources';
import { ParkSelector } from '../../../widgets/park-selector';
import { ConsoleView } from '../../shared/lot/console/ConsoleView';

/**
 * 控制台 of a parking merchant: the park is chosen with the selector and kept in the URL
 * (?g_park_uuid=), so a reload, a bookmark or a shared link opens the same park.
 */
export default function MerchantConsolePage() {
  const [params, setParams] = useSearchParams();
  const uuid = params.get('g_park_uuid')?.trim() || undefined;
  const park = useParkByUuid(uuid ?? '');

  const choose = (value: string | number | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set('g_park_uuid', String(value));
    else next.delete('g_park_uuid');
    setParams(next, { replace: true });
  };

  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <Flex align="center" gap="small" wrap>
          <span>车场：</span>
          <div style={{ minWidth: 260 }}>
            <ParkSelector
              value={uuid}
              allowClear={false}
              onChange={choose}
              {...(park.data && { knownPark: park.data })}
            />
          </div>
        </Flex>
      </Card>
      {!uuid && <Empty description="请先选择车场，查看其实时概况" />}
      {uuid && park.isPending && <Spin style={{ display: 'block', margin: '48px auto' }} />}
      {uuid && park.error && <Result status="error" title="车场加载失败" subTitle={park.error.message} />}
      {uuid && park.isSuccess && !park.data && (
        <Result status="404" title="车场不存在" subTitle="该车场不存在或您无权查看" />
      )}
      {park.data && <ConsoleView key={park.data.id} park={park.data} />}
    </Flex>
  );
}
