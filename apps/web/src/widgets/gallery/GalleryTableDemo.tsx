import { CAR_TYPE, DEFAULT_PAGE_SIZE, formatMoney, formatTimestamp, PAY_MODE, tagOf } from '@console/core';
import { Card, Flex, Tag, Typography } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useSearchParams } from 'react-router';
import { feedback } from '../../lib/feedback';
import { Copy } from '../copy';
import { DataTable, type DataColumn, type PageChange, type RowAction } from '../data-table';
import { ExportButton } from '../export';
import { PlateDisplay } from '../plate-display';
import { RecordTimeline } from '../record-timeline';
import { SAMPLE_RECORDS, SAMPLE_TIMELINE, type SampleRecord } from './form-table-samples';

const codeTag = (table: typeof CAR_TYPE | typeof PAY_MODE, value: unknown) => {
  const { label, color } = tagOf(table, value);
  return <Tag color={color}>{label}</Tag>;
};

const COLUMNS: DataColumn<SampleRecord>[] = [
  {
    key: 'plate',
    title: '车牌号',
    dataIndex: 'plate',
    render: (_value, row) => <PlateDisplay plate={row.plate} color={row.plate_color} />,
  },
  { key: 'park_name', title: '车场名称', dataIndex: 'park_name' },
  { key: 'car_type', title: '车辆类型', dataIndex: 'car_type', render: (value) => codeTag(CAR_TYPE, value) },
  {
    key: 'entry_time',
    title: '入场时间',
    dataIndex: 'entry_time',
    render: (value: number) => formatTimestamp(value),
  },
  {
    key: 'amount',
    title: '应收金额',
    dataIndex: 'amount',
    align: 'right',
    render: (value: number) => formatMoney(value),
  },
  { key: 'pay_mode', title: '支付渠道', dataIndex: 'pay_mode', render: (value) => codeTag(PAY_MODE, value) },
  {
    key: 'card_no',
    title: '卡号',
    dataIndex: 'card_no',
    defaultHidden: true,
    render: (value: string) => <Copy text={value} label="卡号" />,
  },
];

// Sample exports answer locally, so the gallery shows both outcomes without a server.
const queuedExport = async () => ({ code: 1001, message: '成功', seqno: 'gallery' });
const refusedExport = async () => ({
  code: 1409,
  message: '导出数据超过 10 万条',
  hint: '请缩小入场时间范围后重试',
  seqno: 'gallery',
});

/** DataTable paged locally through onPageChange, with 6 row actions so 更多 appears. */
export function GalleryTableDemo() {
  const [records, setRecords] = useState(SAMPLE_RECORDS);
  // Paging lives in the URL, so a reload or a shared link shows the same page.
  const [params, setParams] = useSearchParams();
  const page: PageChange = {
    pageIndex: Number(params.get('page_index')) || 1,
    pageSize: Number(params.get('page_size')) || DEFAULT_PAGE_SIZE,
  };
  const setPage = (next: PageChange) =>
    setParams(
      (current) => {
        current.set('page_index', String(next.pageIndex));
        current.set('page_size', String(next.pageSize));
        return current;
      },
      { replace: true },
    );
  const [selected, setSelected] = useState<Key[]>([]);
  // Deleting the last row of the last page must not leave the pager past the end.
  const pageIndex = Math.min(page.pageIndex, Math.max(1, Math.ceil(records.length / page.pageSize)));
  const rows = useMemo(
    () => records.slice((pageIndex - 1) * page.pageSize, pageIndex * page.pageSize),
    [records, pageIndex, page.pageSize],
  );

  const actions = useMemo<RowAction<SampleRecord>[]>(() => {
    const say = (text: string) => void feedback().message.info(text);
    const plateOf = (row: SampleRecord) => row.plate || '无牌车';
    return [
      { key: 'detail', label: '详情', onClick: (row) => say(`查看 ${plateOf(row)} 的详情`) },
      { key: 'edit', label: '编辑', onClick: (row) => say(`编辑记录 ${row.id}`) },
      {
        key: 'exit',
        label: '出场',
        confirm: '确定让该车辆出场吗？',
        onClick: (row) => say(`${plateOf(row)} 已出场`),
      },
      { key: 'print', label: '打印小票', onClick: (row) => say(`正在打印记录 ${row.id} 的小票`) },
      {
        key: 'refund',
        label: '退款',
        danger: true,
        visible: (row) => row.amount > 0,
        onClick: (row) => say(`已提交 ${formatMoney(row.amount)} 的退款申请`),
      },
      {
        key: 'remove',
        label: '删除',
        danger: true,
        confirm: '删除后不可恢复，确定删除该记录吗？',
        onClick: (row) => setRecords((current) => current.filter((record) => record.id !== row.id)),
      },
    ];
  }, []);

  return (
    <Card title="数据表格" size="small">
      <DataTable<SampleRecord>
        aria-label="停车记录示例"
        tableId="widget-gallery"
        rowKey="id"
        columns={COLUMNS}
        dataSource={rows}
        total={records.length}
        pageIndex={pageIndex}
        pageSize={page.pageSize}
        onPageChange={setPage}
        showIndex
        rowActions={actions}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        expandable={{ expandedRowRender: () => <RecordTimeline items={SAMPLE_TIMELINE} /> }}
        scroll={{ x: 1200 }}
        toolbar={
          <Flex gap="small" align="center" wrap>
            <ExportButton request={queuedExport} />
            <ExportButton request={refusedExport}>导出（模拟失败）</ExportButton>
            <Typography.Text type="secondary">已选 {selected.length} 条</Typography.Text>
          </Flex>
        }
      />
    </Card>
  );
}
