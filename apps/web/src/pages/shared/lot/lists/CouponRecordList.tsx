import { mcouponRecordResource, mcouponTokenResource, permittedCodes } from '@console/core';
import { Card, Flex, Select } from 'antd';
import { useMemo } from 'react';
import { useResourceList, useResourceTable } from '../../../../resources';
import { DataTable } from '../../../../widgets/data-table';
import { SearchForm, type SearchField } from '../../../../widgets/search-form';

// Reading a lot's 商户券 is its own code: who lacks it (a group customer) searches without that filter.
const TOKEN_LIST = permittedCodes(mcouponTokenResource, 'list');

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

/**
 * 优惠券记录 of one lot: every coupon issued there (商户券, red packets), filtered and paged on the
 * server. The provider's lot tab and a group's lot tab show it alike.
 */
export function CouponRecordList({ parkId }: { parkId: number }) {
  const fixedParams = useMemo(() => ({ park_id: parkId }), [parkId]);
  const { list, searchFields, onSearch, tableProps, actionDialog } = useResourceTable(mcouponRecordResource, {
    fixedParams,
  });
  const fields = useMemo<SearchField[]>(
    () =>
      searchFields.map((field) =>
        field.name === 'coupon_id'
          ? {
              ...field,
              type: 'custom',
              permission: TOKEN_LIST,
              render: () => <TokenSelect parkId={parkId} />,
            }
          : field,
      ),
    [searchFields, parkId],
  );
  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <SearchForm fields={fields} onSearch={onSearch} loading={list.isFetching} />
      </Card>
      <Card>
        <DataTable {...tableProps} aria-label="优惠券记录" />
      </Card>
      {actionDialog}
    </Flex>
  );
}
