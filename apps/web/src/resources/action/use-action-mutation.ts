import type { AnyResource } from '@console/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/request';
import { resourceKeys } from '../api/resource-requests';

/**
 * PUT {resource}/{action} with the row id and the declared input; what the action answers (a
 * renewal's new validity) is handed back. Success refreshes the resource and what else it changes:
 * the resources the action declares (`refreshes`).
 */
export function useActionMutation(resource: AnyResource, name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown> & { id: number }) => {
      const { payload } = await api.put<unknown>(`${resource.key}/${name}`, body);
      return payload;
    },
    onSuccess: () =>
      Promise.all(
        [resource.key, ...(resource.actions[name]?.refreshes ?? [])].map((key) =>
          queryClient.invalidateQueries({ queryKey: resourceKeys.all(key) }),
        ),
      ),
  });
}
