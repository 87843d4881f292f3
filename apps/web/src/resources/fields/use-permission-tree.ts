import { buildPermissionTree, PERMISSION_CATALOGUE } from '@console/core';
import type { TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useSession } from '../../lib/session-store';

export interface PermissionTreeModel {
  treeData: TreeDataNode[];
  /** The codes the tree offers, in catalogue order: the leaves. */
  codes: readonly string[];
  areaKeys: string[];
}

/** Areas and resources are keyed apart from codes, so only leaves ever count as checked codes. */
const areaKey = (key: string) => `area:${key}`;
const resourceKey = (key: string) => `resource:${key}`;

/** The role editor's tree (area → resource → code) limited to the codes the user holds. */
export function permissionTreeFor(held: ReadonlySet<string>): PermissionTreeModel {
  // Nobody grants what they do not hold: the server refuses it, so the tree does not offer it.
  const catalogue = PERMISSION_CATALOGUE.filter((def) => held.has(def.code));
  const tree = buildPermissionTree(catalogue);
  const treeData: TreeDataNode[] = tree.map((area) => ({
    key: areaKey(area.key),
    title: area.label,
    children: area.resources.map((resource) => ({
      key: resourceKey(resource.key),
      title: resource.label,
      children: resource.permissions.map((def) => ({ key: def.code, title: def.label, isLeaf: true })),
    })),
  }));
  return {
    treeData,
    codes: catalogue.map((def) => def.code),
    areaKeys: tree.map((area) => areaKey(area.key)),
  };
}

export function usePermissionTree(): PermissionTreeModel {
  const held = useSession((state) => state.permissions);
  return useMemo(() => permissionTreeFor(held), [held]);
}
