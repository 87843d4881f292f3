import { bonusAclResource, bonusEventResource, bonusGrantResource } from '@console/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { resourceKeys, resourceListQueryOptions } from '../../../resources';

export interface IssueInput {
  id: number;
  issuer_no: string;
  plate: string;
}

export interface IssuedBonus {
  grant_no: string;
  event_id: number;
  plate: string;
  amount: number;
}

/** PUT bonus/event/issue: one red packet from an authorised issuer to a plate; the server draws the amount. */
export async function issueBonus(input: IssueInput): Promise<IssuedBonus> {
  const { payload } = await api.put<IssuedBonus>(`${bonusEventResource.key}/issue`, { ...input });
  if (!payload) throw new Error('发放结果缺失');
  return payload;
}

/** A packet moves the activity's budget, the issuer's count and the grant list: refresh all three. */
export function useIssueBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueBonus,
    onSuccess: () =>
      Promise.all(
        [bonusEventResource, bonusAclResource, bonusGrantResource].map((resource) =>
          queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource.key) }),
        ),
      ),
  });
}

const ISSUERS = { page_index: 1, page_size: 200, status: 1 } as const;

/** The issuers in force on an activity, as choices for 发放红包. */
export function issuersQueryOptions(eventId: number) {
  return resourceListQueryOptions(bonusAclResource, { ...ISSUERS, event_id: eventId });
}

export function useIssuers(eventId: number, enabled: boolean) {
  return useQuery({ ...issuersQueryOptions(eventId), enabled });
}
