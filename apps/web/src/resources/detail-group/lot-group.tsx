import type { ReactNode } from 'react';
import { parkResource } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { Panel } from '../../widgets/panel';
import { fetchList, resourceKeys } from '../api/resource-requests';
import { DetailGroupGate } from './DetailGroupGate';
import type { DetailGroupSource } from './group-source';

/** The park a lot page is about, as every lot page and both consoles use it. */
export interface Lot {
  id: number;
  name: string;
  g_park_uuid: string;
  total_spaces: number;
}

const UUID_MAX_LENGTH = parkResource.fields.g_park_uuid.maxLength;

/**
 * The park named by its public uuid, or null when the caller sees no such park: park/list is scoped
 * on the server, so a foreign uuid finds nothing. Filed under the park key, so editing the park
 * (基础信息) refreshes every lot page too. Also the merchant console's park, chosen by selector.
 */
export function useParkByUuid(uuid: string) {
  return useQuery({
    queryKey: [...resourceKeys.all(parkResource.key), 'by-uuid', uuid],
    queryFn: async ({ signal }): Promise<Lot | null> => {
      // A uuid longer than any park's names none; the server would refuse it as bad input and the
      // page would offer a 重试 that can never succeed, instead of saying the lot does not exist.
      if (uuid.length > UUID_MAX_LENGTH) return null;
      const page = await fetchList(parkResource, { page_index: 1, page_size: 20, g_park_uuid: uuid }, signal);
      const row = page.row.find((candidate) => candidate.g_park_uuid === uuid);
      return row
        ? { id: row.id, name: row.name, g_park_uuid: row.g_park_uuid, total_spaces: row.total_spaces }
        : null;
    },
    enabled: uuid !== '',
    retry: false,
  });
}

/** The lot detail group (/parking/manage/*): its object is the park of `g_park_uuid`. */
export const LOT_GROUP: DetailGroupSource<Lot> = { group: 'parking-lot', useObject: useParkByUuid };

/** The gate of every lot page: the park of `g_park_uuid`, or 车场不存在或无权查看. */
export function LotGate({ children }: { children(park: Lot): ReactNode }) {
  return <DetailGroupGate source={LOT_GROUP}>{children}</DetailGroupGate>;
}

/**
 * A group customer's lot (/group/parking/*): `g_code` carries the park's g_park_uuid, so it finds the
 * park the same way; park/list answers a group only its own lots (it owns them).
 */
export const GROUP_LOT: DetailGroupSource<Lot> = { group: 'group-parking', useObject: useParkByUuid };

/**
 * The gate of every group lot page: the park of `g_code`, or 车场不存在或无权查看. A group moves
 * between a dozen lots whose tabs look alike, so each page is headed by the lot it shows: the name
 * of the park the server found, not the `park_name` of the address.
 */
export function GroupLotGate({ children }: { children(park: Lot): ReactNode }) {
  return (
    <DetailGroupGate source={GROUP_LOT}>
      {(park) => (
        <Flex vertical gap="middle">
          <Panel size="small">
            <Typography.Title level={5} style={{ margin: 0 }}>
              {park.name}
            </Typography.Title>
          </Panel>
          {children(park)}
        </Flex>
      )}
    </DetailGroupGate>
  );
}
