import type { ListPayload } from '@console/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/request';

/** The merchant/app/rt* calls of spec 01 §7, one fetcher each, with their query hooks. */
export interface RuntimeAppRow {
  id: number;
  app_id: string;
  name: string;
  system: string;
  status: number;
  domains: string[];
  create_time: number;
  update_time: number;
}

export interface MetadataRow {
  id: number;
  runtime_app_id: number;
  app_id: string;
  app_name: string;
  key: string;
  value: string;
  status: number;
  update_time: number;
}

export type ListParams = Record<string, unknown> & { page_index: number; page_size: number };

const APPS = 'merchant/app/rt';
const METADATA = 'merchant/app/rt/metadata';

export function useRuntimeApps(params: ListParams) {
  return useQuery({
    queryKey: [APPS, 'list', params],
    queryFn: async ({ signal }) =>
      (await api.get<ListPayload<RuntimeAppRow>>(`${APPS}/list`, params, { signal })).payload,
    placeholderData: keepPreviousData,
  });
}

/** Every app as select options (the metadata screens pick one). */
export function useRuntimeAppOptions() {
  const apps = useRuntimeApps({ page_index: 1, page_size: 200 });
  return {
    ...apps,
    options: (apps.data?.row ?? []).map((row) => ({ label: `${row.name}（${row.app_id}）`, value: row.id })),
  };
}

export function useRuntimeApp(id: number | undefined) {
  return useQuery({
    queryKey: [APPS, 'detail', id],
    enabled: id !== undefined,
    queryFn: async ({ signal }) => (await api.get<RuntimeAppRow>(APPS, { id }, { signal })).payload,
  });
}

export function useMetadataList(params: ListParams) {
  return useQuery({
    queryKey: [METADATA, 'list', params],
    queryFn: async ({ signal }) =>
      (await api.get<ListPayload<MetadataRow>>(`${METADATA}/list`, params, { signal })).payload,
    placeholderData: keepPreviousData,
  });
}

/** One entry for the edit page: the list call filtered by id (the spec names no single-entry read). */
export function useMetadataEntry(id: number | undefined) {
  return useQuery({
    queryKey: [METADATA, 'detail', id],
    enabled: id !== undefined,
    queryFn: async ({ signal }) =>
      (
        await api.get<ListPayload<MetadataRow>>(
          `${METADATA}/list`,
          { id, page_index: 1, page_size: 20 },
          { signal },
        )
      ).payload?.row[0] ?? null,
  });
}

type Call = { method: 'post' | 'put' | 'delete'; path: string; body: Record<string, unknown> };

/** Any write of these screens; afterwards both lists and the summary-driven pages refetch. */
export function useRuntimeAppWrite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: Call) => api[method](path, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [APPS] });
      void client.invalidateQueries({ queryKey: [METADATA] });
    },
  });
}

export const RT_CALLS = {
  createApp: (body: Record<string, unknown>): Call => ({ method: 'post', path: APPS, body }),
  updateApp: (body: Record<string, unknown>): Call => ({ method: 'put', path: APPS, body }),
  deleteApp: (id: number): Call => ({ method: 'delete', path: APPS, body: { id } }),
  setApp: (id: number, enable: boolean): Call => ({
    method: 'put',
    path: `${APPS}/${enable ? 'enable' : 'disable'}`,
    body: { id },
  }),
  createEntry: (body: Record<string, unknown>): Call => ({ method: 'post', path: METADATA, body }),
  updateEntry: (body: Record<string, unknown>): Call => ({ method: 'put', path: METADATA, body }),
  deleteEntry: (id: number): Call => ({ method: 'delete', path: METADATA, body: { id } }),
  setEntry: (id: number, enable: boolean): Call => ({
    method: 'put',
    path: `${METADATA}/${enable ? 'enable' : 'disable'}`,
    body: { id },
  }),
};

export const STATUS_OPTIONS = [
  { label: '启用', value: 1 },
  { label: '停用', value: 0 },
];

export const SYSTEM_OPTIONS = [
  { label: '商户平台', value: 'merchant' },
  { label: '服务商平台', value: 'partner' },
  { label: '集团平台', value: 'group' },
  { label: '广告主平台', value: 'advertiser' },
  { label: '平台运营', value: 'platform' },
];
