import {
  adAdvertiserDataView,
  adAdvertiserDayView,
  adBillingStatView,
  adIncomeView,
  adPlanDayView,
  adProviderDayView,
  adProviderRuleResource,
  adProviderView,
  adSettlementView,
  adSlotDataView,
  adSlotDayView,
  formatTimestamp,
  permittedCodes,
  type AnyView,
  type RowOf,
} from '@console/core';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Permission } from '../../widgets/permission';
import {
  RefSelectField,
  ResourceListPage,
  ResourceRowModal,
  useRowId,
  withId,
  type ColumnsOverride,
  type ResourceRow,
} from '../../resources';
import { ctrText } from './ad-data-chart-options';
import { AdDataSummary } from './AdDataSummary';

// Rows of days show the date alone; the click rate (stored as basis points) as a percentage.
const COLUMNS: ColumnsOverride = {
  day: { render: (value) => formatTimestamp(value as number, 'date') },
  ctr: { title: '点击率', render: (value) => ctrText(value as number) },
  share_rate: {
    title: '分成比例',
    render: (value) => (value === null || value === undefined ? '未设置' : ctrText(value as number)),
  },
};

function DataList({ view, fixed }: { view: AnyView; fixed?: Readonly<Record<string, number>> }) {
  return (
    <ResourceListPage resource={view} columnsOverride={COLUMNS} {...(fixed && { fixedParams: fixed })} />
  );
}

/** An object's analysis: its figures and charts over the days of its events, then the days. */
function DayAnalysis({ view, idField }: { view: AnyView; idField: string }) {
  const id = useRowId();
  if (id === undefined) return <Alert type="warning" showIcon title="请从列表选择要查看的对象" />;
  const fixed = { [idField]: id };
  return (
    <Flex vertical gap="middle">
      <AdDataSummary view={view} fixed={fixed} />
      <DataList view={view} fixed={fixed} />
    </Flex>
  );
}

/** /adverting/operation/advertising/analysis: 广告计划数据分析 (`?id=` the plan). */
export function AdPlanAnalysisPage() {
  return <DayAnalysis view={adPlanDayView} idField="plan_id" />;
}

/** 广告位数据分析 and 广告位数据详情 (`?id=` the slot). */
export function AdSlotAnalysisPage() {
  return <DayAnalysis view={adSlotDayView} idField="slot_id" />;
}

/** 广告主数据详情 (`?id=` the advertiser). */
export function AdAdvertiserDataDetailPage() {
  return <DayAnalysis view={adAdvertiserDayView} idField="advertiser_id" />;
}

/** 流量主数据分析 (`?id=` the provider's merchant). */
export function AdProviderAnalysisPage() {
  return <DayAnalysis view={adProviderDayView} idField="provider_id" />;
}

/** 数据分析: the caller's figures and daily charts (its plans, its slots, or all for the platform). */
export function AdAnalysePage() {
  return (
    <Flex vertical gap="middle">
      <AdDataSummary view={adIncomeView} />
      <DataList view={adIncomeView} />
    </Flex>
  );
}

/** 收益报表: each day's spend, the providers' share and what the platform keeps; exportable. */
export function AdIncomePage() {
  return <DataList view={adIncomeView} />;
}

/** 结算报表: what each traffic provider is owed per day. */
export function AdSettlementPage() {
  return <DataList view={adSettlementView} />;
}

/** 计费统计: the providers' slots billed per day, by impression (CPM) and by click (CPC). */
export function AdBillingStatPage() {
  return (
    <Flex vertical gap="middle">
      <AdDataSummary view={adBillingStatView} />
      <DataList view={adBillingStatView} />
    </Flex>
  );
}

/** A totals list whose rows open their object's day page (`?id=` from the row's own key). */
function TotalsList<V extends AnyView>({
  view,
  idOf,
  to,
  label,
  permission,
}: {
  view: V;
  idOf: (row: RowOf<V>) => number;
  to: string;
  label: string;
  permission: string;
}) {
  const navigate = useNavigate();
  return (
    <ResourceListPage
      resource={view}
      columnsOverride={COLUMNS}
      rowActions={[
        {
          key: 'analysis',
          label,
          permission,
          onClick: (row) => void navigate(withId(to, idOf(row))),
        },
      ]}
    />
  );
}

/** 广告位数据: each slot's totals; 详情 opens its days. */
export function AdSlotDataPage() {
  return (
    <TotalsList
      view={adSlotDataView}
      idOf={(row) => row.slot_id}
      to="/adverting/data/advertising-space/detail"
      label="详情"
      permission="advertising:slot-data:detail"
    />
  );
}

/** 广告主数据: each advertiser's totals; 详情 opens its days. */
export function AdAdvertiserDataPage() {
  return (
    <TotalsList
      view={adAdvertiserDataView}
      idOf={(row) => row.advertiser_id}
      to="/adverting/data/advertising-advertiser/detail"
      label="详情"
      permission="advertising:advertiser-data:detail"
    />
  );
}

/** 流量主列表: the lot owners whose slots show ads; 数据分析 opens a provider's days. */
export function AdProviderListPage() {
  return (
    <TotalsList
      view={adProviderView}
      idOf={(row) => row.id}
      to="/adverting/provider/list/analysis"
      label="数据分析"
      permission="advertising:provider:analysis"
    />
  );
}

/**
 * 计费规则: the providers' shares, set by the platform in the row modal; 新增 first asks whose rule
 * it is (a provider from 流量主列表), which the create sends as the row's owner.
 */
export function AdBillingRulePage() {
  const [provider, setProvider] = useState<number>();
  const [editing, setEditing] = useState<{ id?: number; merchantId?: number } | null>(null);
  return (
    <>
      <ResourceListPage
        resource={adProviderRuleResource}
        columnsOverride={COLUMNS}
        toolbar={
          <Permission codes={permittedCodes(adProviderRuleResource, 'create')}>
            <Space>
              <RefSelectField
                target={adProviderView.key}
                aria-label="流量主"
                placeholder="选择流量主"
                value={provider}
                onChange={(value) => setProvider(typeof value === 'number' ? value : undefined)}
              />
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                disabled={provider === undefined}
                onClick={() => setEditing({ merchantId: provider })}
              >
                新增
              </Button>
            </Space>
          </Permission>
        }
        rowActions={[
          {
            key: 'edit',
            label: '编辑',
            permission: permittedCodes(adProviderRuleResource, 'update'),
            onClick: (row: ResourceRow) => setEditing({ id: row.id }),
          },
        ]}
      />
      {editing && (
        <ResourceRowModal
          resource={adProviderRuleResource}
          {...(editing.id !== undefined
            ? { editId: editing.id }
            : { fixed: { merchant_id: editing.merchantId } })}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
