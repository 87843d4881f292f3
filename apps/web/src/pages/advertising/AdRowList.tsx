import { permittedCodes, type AnyResource } from '@console/core';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import {
  ResourceListPage,
  ResourceRowModal,
  type ColumnsOverride,
  type ResourceRow,
  type RowControl,
} from '../../resources';
import { Permission } from '../../widgets/permission';

export interface AdRowListProps {
  resource: AnyResource;
  /** Values of the screen's object (the advertiser of a detail-group tab): a filter and a fixed value. */
  fixed?: Readonly<Record<string, number>>;
  controls?: Readonly<Record<string, RowControl>>;
  columnsOverride?: ColumnsOverride;
  /** The 新增 button's label (充值 for a recharge). */
  addLabel?: string;
  /** Whether rows are edited in the modal too (a recharge is never edited). */
  editable?: boolean;
  /** Called after the modal closes, to refresh what the change moved besides the list (a balance). */
  onSaved?(): void;
  children?: ReactNode;
}

/**
 * An advertising list whose 新增 and 编辑 open the row modal (the catalogue has no form route for
 * them: 媒体应用, 广告分类, and the advertiser's 出价设置 and 预付充值 tabs).
 */
export function AdRowList({
  resource,
  fixed,
  controls,
  columnsOverride,
  addLabel = '新增',
  editable = true,
  onSaved,
}: AdRowListProps) {
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  return (
    <>
      <ResourceListPage
        resource={resource}
        {...(fixed && { fixedParams: fixed })}
        {...(columnsOverride && { columnsOverride })}
        toolbar={
          <Permission codes={permittedCodes(resource, 'create')}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
              {addLabel}
            </Button>
          </Permission>
        }
        rowActions={
          editable
            ? [
                {
                  key: 'edit',
                  label: '编辑',
                  permission: permittedCodes(resource, 'update'),
                  onClick: (row: ResourceRow) => setEditing({ id: row.id }),
                },
              ]
            : []
        }
      />
      {editing && (
        <ResourceRowModal
          resource={resource}
          {...(fixed && { fixed })}
          {...(editing.id !== undefined && { editId: editing.id })}
          {...(controls && { controls })}
          onClose={() => {
            setEditing(null);
            onSaved?.();
          }}
        />
      )}
    </>
  );
}
