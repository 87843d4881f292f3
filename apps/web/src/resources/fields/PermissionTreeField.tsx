import { Button, Empty, Flex, Tree, Typography } from 'antd';
import type { Key } from 'react';
import { useMemo } from 'react';
import { usePermissionTree } from './use-permission-tree';

export interface PermissionTreeFieldProps {
  /** Permission codes. */
  value?: readonly string[];
  onChange?(codes: string[]): void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * Permission codes as a checkbox tree (area → resource → code). Only codes the user holds are offered;
 * codes of the value that the tree does not show (held by nobody here, or unknown to this build) are
 * kept as they are, so saving a role never silently drops them.
 */
export function PermissionTreeField({
  value,
  onChange,
  disabled,
  id,
  'aria-label': ariaLabel = '权限',
}: PermissionTreeFieldProps) {
  const { treeData, codes, areaKeys } = usePermissionTree();
  const offered = useMemo(() => new Set(codes), [codes]);
  const current = value ?? [];
  const checked = current.filter((code) => offered.has(code));
  const kept = current.filter((code) => !offered.has(code));

  const change = (picked: Iterable<string>) => {
    const chosen = new Set(picked);
    onChange?.([...kept, ...codes.filter((code) => chosen.has(code))]);
  };
  const onCheck = (keys: Key[] | { checked: Key[] }) =>
    change((Array.isArray(keys) ? keys : keys.checked).map(String));

  if (treeData.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无可分配的权限" />;
  }
  return (
    <div id={id} role="group" aria-label={ariaLabel}>
      <Flex align="center" gap="small" style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary" aria-live="polite">
          已选 {checked.length} / {codes.length} 项
        </Typography.Text>
        <Button size="small" type="link" disabled={disabled} onClick={() => change(codes)}>
          全选
        </Button>
        <Button size="small" type="link" disabled={disabled} onClick={() => change([])}>
          清空
        </Button>
      </Flex>
      <Tree
        checkable
        // Clicking a name ticks it too: a bigger target than the checkbox alone.
        selectable={false}
        disabled={disabled}
        treeData={treeData}
        defaultExpandedKeys={areaKeys}
        checkedKeys={checked}
        onCheck={onCheck}
      />
    </div>
  );
}
