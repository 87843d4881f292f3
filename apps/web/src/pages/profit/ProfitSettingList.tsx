import { permittedCodes, type AnyResource } from '@console/core';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import {
  ResourceListPage,
  ResourceRowModal,
  type ColumnsOverride,
  type ResourceRow,
  type RowControl,
} from '../../resources';
import { Permission } from '../../widgets/permission';

export interface ProfitSettingListProps {
  resource: AnyResource;
  controls?: Readonly<Record<string, RowControl>>;
  columnsOverride?: ColumnsOverride;
  /** Starting values of a new row. */
  defaults?: () => Record<string, unknown>;
}

/** A 分账 setting's list with its 新增 and 编辑 in a modal (see ResourceRowModal). */
export function ProfitSettingList({ resource, controls, columnsOverride, defaults }: ProfitSettingListProps) {
  const [editing, setEditing] = useState<{ id?: number; defaults?: Record<string, unknown> } | null>(null);
  const create = permittedCodes(resource, 'create');
  const update = permittedCodes(resource, 'update');
  return (
    <>
      <ResourceListPage
        resource={resource}
        {...(columnsOverride && { columnsOverride })}
        toolbar={
          <Permission codes={create}>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setEditing({ ...(defaults && { defaults: defaults() }) })}
            >
              新增
            </Button>
          </Permission>
        }
        rowActions={[
          {
            key: 'edit',
            label: '编辑',
            permission: update,
            onClick: (row: ResourceRow) => setEditing({ id: row.id }),
          },
        ]}
      />
      {editing && (
        <ResourceRowModal
          resource={resource}
          {...(editing.id !== undefined && { editId: editing.id })}
          {...(editing.defaults && { defaults: editing.defaults })}
          {...(controls && { controls })}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
