import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { qrcodeBatchResource, qrcodeResource, type RowOf } from '@console/core';
import { Button, Flex, Modal, Progress, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ResourceListPage, ResourceRowModal, type ColumnsOverride } from '../../../resources';
import type { RowAction } from '../../../widgets/data-table';
import { Permission } from '../../../widgets/permission';

type QrcodeRow = RowOf<typeof qrcodeResource>;
type BatchRow = RowOf<typeof qrcodeBatchResource>;

/** The code's PNG, as the server draws it; an <img> sends the session cookie, which the route accepts. */
const qrcodeImageUrl = (id: number) => `/api/base/services/qrcode/image?id=${id}`;
const batchFileUrl = (id: number) => `/api/base/services/qrcode/feed-code/download?id=${id}`;

const QRCODE_PATHS = {
  add: '/base/services/qrcode/create',
  edit: '/base/services/qrcode/edit',
};

const CONTENT_COLUMN: ColumnsOverride<QrcodeRow> = {
  content: {
    width: 320,
    render: (value) => (
      <Typography.Text ellipsis={{ tooltip: value }} style={{ maxWidth: 300 }}>
        {value}
      </Typography.Text>
    ),
  },
};

/** 查看二维码: the image, its content and a PNG download. */
function QrcodeImageModal({ row, onClose }: { row: QrcodeRow; onClose(): void }) {
  return (
    <Modal
      open
      title={row.name}
      onCancel={onClose}
      footer={
        <Button
          icon={<DownloadOutlined aria-hidden />}
          href={qrcodeImageUrl(row.id)}
          download={`${row.name}.png`}
        >
          下载图片
        </Button>
      }
    >
      <Flex vertical align="center" gap={12}>
        <img src={qrcodeImageUrl(row.id)} alt={`${row.name}的二维码`} width={264} height={264} />
        <Typography.Text copyable style={{ overflowWrap: 'anywhere' }}>
          {row.content}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}

function useImageAction(permission: string) {
  const [showing, setShowing] = useState<QrcodeRow>();
  const actions = useMemo<RowAction<QrcodeRow>[]>(
    () => [{ key: 'image', label: '查看二维码', permission, onClick: (row) => setShowing(row) }],
    [permission],
  );
  const modal = showing && <QrcodeImageModal row={showing} onClose={() => setShowing(undefined)} />;
  return { actions, modal };
}

/** 二维码列表: 生成 and 编辑 on their routes, 停用 from the definition, and each code's image. */
export function QrcodeListPage() {
  const { actions, modal } = useImageAction('qrcode:qrcode:list');
  return (
    <>
      <ResourceListPage
        resource={qrcodeResource}
        addPath={QRCODE_PATHS.add}
        editPath={QRCODE_PATHS.edit}
        columnsOverride={CONTENT_COLUMN}
        rowActions={actions}
      />
      {modal}
    </>
  );
}

const STOPPED = { status: 0 };

/** 停用二维码: the stopped codes only, where 启用 brings one back. */
export function QrcodeStoppedListPage() {
  const { actions, modal } = useImageAction('qrcode:stopped:list');
  return (
    <>
      <ResourceListPage
        resource={qrcodeResource}
        fixedParams={STOPPED}
        columnsOverride={CONTENT_COLUMN}
        rowActions={actions}
      />
      {modal}
    </>
  );
}

const BATCH_COLUMNS: ColumnsOverride<BatchRow> = {
  done_count: {
    width: 160,
    render: (value, row) => (
      <Progress
        percent={Math.floor((value / Math.max(1, row.count)) * 100)}
        size="small"
        status={row.status === -1 ? 'exception' : undefined}
        aria-label="生成进度"
      />
    ),
  },
};

const BATCH_DEFAULTS = { start_no: 1, count: 100, format: 'pdf' };

/**
 * 投码工具: 批量生成 a numbered batch of codes as a printable PDF or a ZIP of PNGs; a job makes the
 * file while the list shows its progress, and 下载 appears when it is done.
 */
export function FeedCodePage() {
  const [creating, setCreating] = useState(false);
  const rowActions = useMemo<RowAction<BatchRow>[]>(
    () => [
      {
        key: 'download',
        label: '下载',
        permission: 'qrcode:feed-code:view',
        visible: (row) => row.status === 2,
        onClick: (row) => {
          window.location.assign(batchFileUrl(row.id));
        },
      },
    ],
    [],
  );
  return (
    <>
      <ResourceListPage
        resource={qrcodeBatchResource}
        columnsOverride={BATCH_COLUMNS}
        rowActions={rowActions}
        toolbar={
          <Permission codes={['qrcode:feed-code:view']}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
              批量生成
            </Button>
          </Permission>
        }
      />
      {creating && (
        <ResourceRowModal
          resource={qrcodeBatchResource}
          defaults={BATCH_DEFAULTS}
          onClose={() => setCreating(false)}
        />
      )}
    </>
  );
}
