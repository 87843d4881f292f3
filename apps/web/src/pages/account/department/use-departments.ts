import { departmentResource, subAccountResource, type ListPayload } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import {
  createRow,
  deleteRow,
  fetchList,
  runAction,
  updateRow,
  useResourceMutation,
} from '../../../resources';
import { usePermission } from '../../../widgets/permission';
import type { DepartmentRow } from './department-tree';

const PAGE_SIZE = 200;

/** Every department in view: the chart needs the whole tree, so pages are read until the total. */
async function fetchAllDepartments(signal?: AbortSignal): Promise<DepartmentRow[]> {
  const rows: DepartmentRow[] = [];
  for (let page = 1; ; page += 1) {
    const { row, paging_header } = await fetchList(
      departmentResource,
      { page_index: page, page_size: PAGE_SIZE },
      signal,
    );
    rows.push(...row);
    if (row.length < PAGE_SIZE || rows.length >= paging_header.total_count) return rows;
  }
}

export function useDepartments() {
  return useQuery({
    queryKey: [departmentResource.key, 'list', 'all'],
    queryFn: ({ signal }) => fetchAllDepartments(signal),
  });
}

export interface SubAccountOption {
  id: number;
  merchant_id: number;
  account: string;
  name: string;
}

/** Sub-accounts to choose members and leaders from; empty without the right to list them. */
export function useSubAccountOptions() {
  const { can } = usePermission();
  return useQuery({
    queryKey: [subAccountResource.key, 'list', 'department-options'],
    enabled: can(subAccountResource.permissions.list),
    queryFn: async ({ signal }) => {
      const { payload } = await api.get<ListPayload<SubAccountOption>>(
        `${subAccountResource.key}/list`,
        { page_index: 1, page_size: PAGE_SIZE },
        { signal },
      );
      return payload?.row ?? [];
    },
  });
}

export interface DepartmentInput {
  name: string;
  parent_id?: number;
  leader_id?: number;
  sort?: number;
}

/** Every write of the chart; each refreshes the departments (and the sub-accounts, whose department moved). */
export function useDepartmentWrites() {
  const resource = departmentResource;
  return {
    create: useResourceMutation(resource, (input: DepartmentInput) => createRow(resource, { ...input })),
    update: useResourceMutation(resource, (input: Omit<DepartmentInput, 'parent_id'> & { id: number }) =>
      updateRow(resource, { ...input }),
    ),
    move: useResourceMutation(resource, (input: { id: number; parent_id: number; sort?: number }) =>
      runAction(resource, 'move', input),
    ),
    assign: useResourceMutation(resource, (input: { id: number; manager_ids: number[] }) =>
      runAction(resource, 'assign-members', input),
    ),
    remove: useResourceMutation(resource, (id: number) => deleteRow(resource, id)),
  };
}
