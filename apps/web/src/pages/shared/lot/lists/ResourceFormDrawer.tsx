import type { AnyResource } from '@console/core';
import { Drawer, Skeleton } from 'antd';
import { LoadFailed, ResourceForm, useResourceDetail, type FieldRenderers } from '../../../../resources';
import { UnsavedScope, useUnsavedScope } from '../../../../widgets/unsaved-changes';

/** What the drawer is doing: adding a row, or editing the row with this id. */
export type DrawerState = { mode: 'create' } | { mode: 'edit'; id: number } | undefined;

export interface ResourceFormDrawerProps {
  resource: AnyResource;
  state: DrawerState;
  onClose(): void;
  /** Fields the screen fixes (a lot's park_id): not shown, always sent on create. */
  fixedValues?: Readonly<Record<string, unknown>>;
  renderField?: FieldRenderers;
}

/**
 * The resource form in a drawer, for lists whose catalogue has no add or edit page (a lot's charge
 * rules, the merchant's car lists). Editing reads the row fresh, as an edit page would.
 */
export function ResourceFormDrawer({
  resource,
  state,
  onClose,
  fixedValues,
  renderField,
}: ResourceFormDrawerProps) {
  const editId = state?.mode === 'edit' ? state.id : undefined;
  const detail = useResourceDetail(resource, editId);
  const title = state ? `${state.mode === 'edit' ? '编辑' : '新增'}${resource.label}` : '';
  // Esc, the mask and the close button ask 放弃未保存的修改 like the form's 取消 does.
  const { scope, requestClose, holder } = useUnsavedScope(onClose);

  const body = () => {
    if (!state) return null;
    if (state.mode === 'create') {
      return (
        <ResourceForm
          resource={resource}
          mode="create"
          id={undefined}
          row={undefined}
          fixedValues={fixedValues}
          renderField={renderField}
          onDone={onClose}
        />
      );
    }
    if (detail.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (!detail.data) return <LoadFailed onRetry={() => void detail.refetch()} />;
    return (
      <ResourceForm
        key={state.id}
        resource={resource}
        mode="edit"
        id={state.id}
        row={detail.data}
        renderField={renderField}
        onDone={onClose}
      />
    );
  };

  return (
    <Drawer open={state !== undefined} title={title} size={720} onClose={requestClose} destroyOnHidden>
      {holder}
      <UnsavedScope scope={scope}>{body()}</UnsavedScope>
    </Drawer>
  );
}
