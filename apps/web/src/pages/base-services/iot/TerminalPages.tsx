import { PAGE_SIZES, TERMINAL_SOURCE, terminalView } from '@console/core';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed, ResourceDescriptions, ResourceListPage, useResourceList } from '../../../resources';

const LIST = '/base/services/iot/agent/list';
const DETAIL = '/base/services/iot/agent/detail';
const SOURCES = new Set<string>(TERMINAL_SOURCE.entries.map((entry) => String(entry.value)));

/** 终端列表 (/base/services/iot/agent/list): the lots' devices and the stations' charge points. */
export function TerminalListPage() {
  const navigate = useNavigate();
  return (
    <ResourceListPage
      resource={terminalView}
      rowActions={[
        {
          key: 'detail',
          label: '详情',
          permission: ['iot:vertex:agent:detail'],
          onClick: (row) => void navigate(`${DETAIL}?source=${row.source}&device_id=${row.device_id}`),
        },
      ]}
    />
  );
}

const SECTIONS = [
  { title: '终端信息', fields: ['device_sn', 'name', 'kind', 'source', 'vendor', 'firmware', 'ip'] },
  { title: '安装位置', fields: ['site_name', 'position', 'merchant_name', 'create_time'] },
  { title: '运行状态', fields: ['online', 'last_heartbeat', 'heartbeat_interval'] },
];

/** 终端详情 (/base/services/iot/agent/detail?source=&device_id=): one terminal, read in the caller's scope. */
export function TerminalDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const source = params.get('source') ?? '';
  const deviceId = Number(params.get('device_id'));
  const valid = SOURCES.has(source) && Number.isSafeInteger(deviceId) && deviceId > 0;
  const terminal = useResourceList(
    terminalView,
    { page_index: 1, page_size: PAGE_SIZES[0], source, device_id: deviceId },
    { enabled: valid },
  );
  const row = terminal.data?.row[0];
  let body;
  if (!valid) body = <Typography.Text type="secondary">终端不存在或无权查看</Typography.Text>;
  else if (terminal.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (terminal.isError) body = <LoadFailed onRetry={() => void terminal.refetch()} />;
  else if (!row) body = <Typography.Text type="secondary">终端不存在或无权查看</Typography.Text>;
  else body = <ResourceDescriptions resource={terminalView} row={row} sections={SECTIONS} />;
  return (
    <Flex vertical gap="middle">
      <Card
        title="终端详情"
        extra={
          <Flex gap="small">
            <Button onClick={() => void terminal.refetch()} disabled={!valid}>
              刷新状态
            </Button>
            <Button onClick={() => void navigate(LIST)}>返回终端列表</Button>
          </Flex>
        }
      >
        {body}
      </Card>
    </Flex>
  );
}
