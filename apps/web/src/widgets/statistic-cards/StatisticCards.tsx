import { Card, Col, Empty, Flex, Row, Statistic, Typography } from 'antd';
import { statisticValue, type StatisticItem } from './statistic-value';

export interface StatisticCardsProps {
  items: readonly StatisticItem[];
  loading?: boolean;
  'aria-label'?: string;
}

/** Statistic cards of spec 01 section 3: one card per item in a grid that narrows to one column on phones. */
export function StatisticCards({
  items,
  loading = false,
  'aria-label': ariaLabel = '统计数据',
}: StatisticCardsProps) {
  if (!loading && items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无统计数据" />;
  }
  return (
    <Row gutter={[16, 16]} role="list" aria-label={ariaLabel} aria-busy={loading}>
      {items.map((item) => (
        <Col key={item.key} xs={24} sm={12} lg={8} xxl={6} role="listitem">
          <Card size="small" style={{ height: '100%' }}>
            <Statistic
              title={item.title}
              value={
                typeof item.value === 'number' || typeof item.value === 'string' ? item.value : undefined
              }
              formatter={() => statisticValue(item)}
              suffix={item.suffix}
              loading={loading}
            />
            {!loading && item.children && item.children.length > 0 && (
              <Flex wrap gap="small" style={{ marginTop: 8 }}>
                {item.children.map((child) => (
                  <Typography.Text key={child.key} type="secondary">
                    {child.title} {statisticValue(child)}
                    {child.suffix}
                  </Typography.Text>
                ))}
              </Flex>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
