import { endUserView, PAGE_SIZES, type RowOf } from '@console/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DetailGroupGate, useResourceList, type DetailGroupSource } from '../../../resources';
import { Panel } from '../../../widgets/panel';
import { useSearchParams } from 'react-router';

export type EndUser = RowOf<typeof endUserView> & { merchant_id: number };

/** The merchant a user page is about, when the link named one (a partner sees several merchants' payers). */
export function useUserMerchant(): number | undefined {
  const [params] = useSearchParams();
  const merchant = Number(params.get('merchant'));
  return Number.isSafeInteger(merchant) && merchant > 0 ? merchant : undefined;
}

/**
 * The user of `identity` (and `merchant`), read through the 用户 view so the caller's scope applies:
 * a payer of another tenant reads as not found, like one that never paid.
 */
function useEndUser(identity: string): UseQueryResult<EndUser | null> {
  const merchant = useUserMerchant();
  const query = useResourceList(
    endUserView,
    {
      page_index: 1,
      page_size: PAGE_SIZES[0],
      identity,
      ...(merchant !== undefined && { merchant_id: merchant }),
    },
    { enabled: identity !== '' },
  );
  return {
    ...query,
    data: query.data === undefined ? undefined : ((query.data.row[0] as EndUser | undefined) ?? null),
  } as UseQueryResult<EndUser | null>;
}

const USER_GROUP: DetailGroupSource<EndUser> = { group: 'base-user', useObject: useEndUser };

/** The frame of every 用户详情 page: the user's identity above the page, or 用户不存在或无权查看. */
export function UserGate({ children }: { children(user: EndUser): ReactNode }) {
  return (
    <DetailGroupGate source={USER_GROUP}>
      {(user) => (
        <Flex vertical gap="middle">
          <Panel size="small">
            <Flex gap="small" align="center">
              <Typography.Title level={5} style={{ margin: 0 }}>
                {user.identity}
              </Typography.Title>
              <Tag>{user.merchant_name}</Tag>
            </Flex>
          </Panel>
          {children(user)}
        </Flex>
      )}
    </DetailGroupGate>
  );
}
