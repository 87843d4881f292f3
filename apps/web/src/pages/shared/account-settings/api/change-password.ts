import { sessionResource, type PasswdBody } from '@console/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/request';
import { resourceKeys } from '../../../../resources';

/** What a signed-in account sends to change its own password (the captcha fields are sign-in's). */
export type ChangePasswordInput = Pick<PasswdBody, 'old_password' | 'new_password'>;

/** PUT passwd while signed in: keeps this session and ends the account's others (docs/decisions.md). */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.put('passwd', { ...input });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The other sessions have just ended, so the session list is out of date.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(sessionResource.key) }),
  });
}
