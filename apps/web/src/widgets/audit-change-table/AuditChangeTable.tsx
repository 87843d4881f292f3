import { auditChanges, type AuditChange } from '@console/core';
import { Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';

export interface AuditChangeTableProps {
  /** The audit row's `resource` key: it names the fields and how their values read. */
  subject: string;
  before: unknown;
  after: unknown;
}

const COLUMNS: TableColumnsType<AuditChange> = [
  { key: 'label', title: '字段', dataIndex: 'label', width: 200 },
  { key: 'before', title: '修改前', dataIndex: 'before' },
  { key: 'after', title: '修改后', dataIndex: 'after' },
];

/** What one audit entry changed, field by field, as a person reads the product (never the stored JSON). */
export function AuditChangeTable({ subject, before, after }: AuditChangeTableProps) {
  const changes = useMemo(() => auditChanges(subject, before, after), [subject, before, after]);
  return (
    <Table<AuditChange>
      aria-label="变更内容"
      rowKey="field"
      size="small"
      bordered
      pagination={false}
      columns={COLUMNS}
      dataSource={changes}
      locale={{ emptyText: '没有字段变化' }}
    />
  );
}
