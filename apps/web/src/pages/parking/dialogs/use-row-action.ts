import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';

/**
 * PUT {resourceKey}/{action} with the row id and the dialog's values; what the action answers is
 * handed back (a renewal's new validity). Success refreshes every resource the action changes.
 */
export function useRowAction<T = unknown>(
  resourceKey: string,
  action: string,
  touches: readonly string[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown> & { id: number }) => {
      const { payload } = await api.put<T>(`${resourceKey}/${action}`, body);
      return payload;
    },
    onSuccess: () =>
      Promise.all([resourceKey, ...touches].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}
