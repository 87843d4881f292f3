import type { AnyResource } from '@console/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from './resource-requests';

/**
 * A change to a resource (create, update, delete, an action). Success refreshes everything under
 * [resource.key]; a failure has already been shown by the request helper, so the caller only has to
 * stop waiting.
 */
export function useResourceMutation<I, O = unknown>(resource: AnyResource, run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource.key) }),
  });
}
