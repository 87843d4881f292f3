import { productResource, type RowOf } from '@console/core';
import { Flex, Tag, Typography } from 'antd';
import { ResourceListPage, type ColumnsOverride } from '../../../resources';
import { areaLabels } from './area-options';
import { PRODUCT_PATHS } from './paths';

const COLUMNS: ColumnsOverride<RowOf<typeof productResource>> = {
  permission_areas: {
    render: (value) => {
      const labels = areaLabels(value);
      return labels.length === 0 ? (
        <Typography.Text type="secondary">不开通权限</Typography.Text>
      ) : (
        <Flex wrap gap={4}>
          {labels.map((label) => (
            <Tag key={label}>{label}</Tag>
          ))}
        </Flex>
      );
    },
  },
};

/**
 * 产品列表 (platform only): 停用 and 启用 come from the definition; a merchant holding the product
 * feels the change on its next request, so both ask first.
 */
export default function ProductListPage() {
  return (
    <ResourceListPage
      resource={productResource}
      addPath={PRODUCT_PATHS.create}
      editPath={PRODUCT_PATHS.edit}
      columnsOverride={COLUMNS}
      actionOverrides={{
        disable: {
          confirm: '停用后，持有该产品的商户将立即失去其权限范围内的功能，确定停用吗？',
          danger: true,
        },
        enable: { confirm: '确定启用该产品吗？' },
      }}
    />
  );
}
