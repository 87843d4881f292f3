import { mcouponRecordResource, mcouponTokenResource } from '@console/core';
import { Card, Flex, Select } from 'antd';
import { useMemo } from 'react';
import { LotGate, useResourceList, useResourceTable, type Lot } from '../../../resources';
import { DataTable } from '../../../widgets/data-table';
import { SearchForm, type SearchField } from '../../../widgets/search-form';

/** The lot's tokens as choices for the 商户券 filter: this lot's only, not every token in scope. */
function TokenSelect({
  parkId,
  ...props
}: {
  parkId: number;
  value?: number;
  onChange?(value?: number): void;
}) {
  const tokens = useResourceList(mcouponTokenResource, {
    page_index: 1,
    page_size: 200,
    park_id: parkId,
  });
  return (
    <Select
      {...props}
      aria-label="商户券"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={tokens.isLoading}
      placeholder="请选择商户券"
      options={(tokens.data?.row ?? []).map((row) => ({ label: row.name, value: row.id }))}
    />
  );
}

function Records({ park }: { park: Lot }) {
  const fixedParams = useMemo(() => ({ park_id: park.id }), [park.id]);
  const { list, searchFields, onSearch, tableProps } = useResourceTable(mcouponRecordResource, {
    fixedParams,
  });
  const fields = useMemo<SearchField[]>(
    () =>
      searchFields.map((field) =>
        field.name === 'coupon_id'
          ? { ...field, type: 'custom', render: () => <TokenSelect parkId={park.id} /> }
          : field,
      ),
    [searchFields, park.id],
  );
  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <SearchForm fields={fields} onSearch={onSearch} loading={list.isFetching} />
      </Card>
      <Card>
        <DataTable {...tableProps} aria-label="优惠券记录" />
      </Card>
    </Flex>
  );
}

/** /parking/manage/coupon/record: every coupon issued at this lot, filtered and paged on the server. */
export default function LotCouponRecordPage() {
  return <LotGate>{(park) => <Records park={park} />}</LotGate>;
}
