import { stationResource } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { api } from '../../lib/request';
import { DetailGroupGate, isNotFound, resourceKeys, type DetailGroupSource } from '../../resources';
import { Panel } from '../../widgets/panel';

/** The station a page of the 充电站详情 group is about. */
export interface Station {
  id: number;
  name: string;
  station_no: string;
}

/** The station of `station_id`, or null when the caller does not see it (the detail answers 404). */
function useStation(value: string) {
  const id = /^\d{1,15}$/.test(value) ? Number(value) : 0;
  return useQuery({
    queryKey: [...resourceKeys.all(stationResource.key), 'gate', id],
    queryFn: async ({ signal }): Promise<Station | null> => {
      if (id === 0) return null;
      try {
        const { payload } = await api.get<Station>(
          `${stationResource.key}/detail`,
          { id },
          { signal, silent: isNotFound },
        );
        return payload ? { id: payload.id, name: payload.name, station_no: payload.station_no } : null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    enabled: value !== '',
    retry: false,
  });
}

const STATION_GROUP: DetailGroupSource<Station> = { group: 'energy-station', useObject: useStation };

/** The frame of every 充电站详情 page: the station's name above the page, or 充电站不存在或无权查看. */
export function StationGate({ children }: { children(station: Station): ReactNode }) {
  return (
    <DetailGroupGate source={STATION_GROUP}>
      {(station) => (
        <Flex vertical gap="middle">
          <Panel size="small">
            <Typography.Title level={5} style={{ margin: 0 }}>
              {station.name}
              <Typography.Text type="secondary" style={{ marginLeft: 12, fontSize: 13 }}>
                {station.station_no}
              </Typography.Text>
            </Typography.Title>
          </Panel>
          {children(station)}
        </Flex>
      )}
    </DetailGroupGate>
  );
}
