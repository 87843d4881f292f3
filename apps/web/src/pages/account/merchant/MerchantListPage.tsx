import { merchantResource } from '@console/core';
import { ResourceListPage, type ActionOverrides } from '../../../resources';
import { withId } from '../../../resources';
import { useNavigate } from 'react-router';
import { MERCHANT_PATHS } from './paths';

// 开通产品 has its own screen (a tab of the merchant detail), so the declared action is not a row button.
const OVERRIDES: ActionOverrides = {
  grant: { visible: () => false },
  disable: { confirm: '停用后该商户的全部账号将立即退出登录，确定停用吗？', danger: true },
};

/** 商户管理: the merchants below the caller, with 新建, 详情, 编辑, 开通产品, 停用 and 启用. */
export default function MerchantListPage() {
  const navigate = useNavigate();
  return (
    <ResourceListPage
      resource={merchantResource}
      addPath={MERCHANT_PATHS.create}
      detailPath={MERCHANT_PATHS.info}
      editPath={MERCHANT_PATHS.edit}
      actionOverrides={OVERRIDES}
      rowActions={[
        {
          key: 'products',
          label: '开通产品',
          permission: ['account:merchant:product:list'],
          onClick: (row) => void navigate(withId(MERCHANT_PATHS.product, row.id)),
        },
      ]}
    />
  );
}
