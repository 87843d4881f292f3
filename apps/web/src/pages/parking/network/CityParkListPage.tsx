import { cityResource } from '@console/core';
import { Button, Card, Flex, Input } from 'antd';
import { useState } from 'react';
import { MissingRow, isNotFound, useResourceDetail, useRowId } from '../../../resources';
import { useBackToList } from '../../../resources/use-back-to-list';
import { DataTable } from '../../../widgets/data-table';
import { PARK_COLUMNS, type CityParkRow } from './park-columns';
import { usePagedQuery } from './use-paged-query';

/** 城市车场: the parks in one city (area code prefix), as far as the caller sees them. */
export default function CityParkListPage() {
  const id = useRowId();
  const back = useBackToList();
  const city = useResourceDetail(cityResource, id);
  const [name, setName] = useState('');
  const { tableProps, query } = usePagedQuery<CityParkRow>(
    'parking/city/park-list',
    { id, ...(name && { name }) },
    id !== undefined,
  );
  if (id === undefined || isNotFound(city.error) || isNotFound(query.error))
    return <MissingRow onBack={back} />;
  const title = city.data ? `${city.data.name}的车场` : '城市车场';
  return (
    <Card title={title} extra={<Button onClick={back}>返回</Button>}>
      <Flex vertical gap="middle">
        <Input.Search
          allowClear
          placeholder="按车场名称搜索"
          style={{ maxWidth: 320 }}
          onSearch={(value) => setName(value.trim())}
        />
        <DataTable<CityParkRow>
          rowKey="id"
          tableId="parking-city-parks"
          aria-label="城市车场列表"
          columns={PARK_COLUMNS}
          {...tableProps}
        />
      </Flex>
    </Card>
  );
}
