import { productLabel } from '@console/core';
import { Card, Descriptions, Flex, Tag } from 'antd';
import { useSession } from '../../../lib/session-store';

/** Who is signed in, for which merchant, and which products the merchant has. */
export function ProfileCard() {
  const profile = useSession((state) => state.profile);
  if (!profile) return null;
  const products = profile.product.length ? (
    <Flex wrap gap={4}>
      {profile.product.map((code) => (
        <Tag key={code} color="blue">
          {productLabel(code)}
        </Tag>
      ))}
    </Flex>
  ) : (
    '-'
  );
  return (
    <Card title="基本资料">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'name', label: '姓名', children: profile.name || '-' },
          { key: 'account', label: '账号', children: profile.account || '-' },
          { key: 'kind', label: '账号类型', children: profile.is_main === 1 ? '主账号' : '子账号' },
          { key: 'merchant', label: '商户号', children: profile.merchant || '-' },
          { key: 'merchant_name', label: '商户名称', children: profile.merchant_name || '-' },
          { key: 'main_account_name', label: '主账号', children: profile.main_account_name || '-' },
          { key: 'product', label: '开通产品', children: products },
        ]}
      />
    </Card>
  );
}
