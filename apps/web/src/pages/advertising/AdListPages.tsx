import { adPlanResource, adSlotResource } from '@console/core';
import { useNavigate } from 'react-router';
import { ResourceListPage, withId } from '../../resources';

/**
 * 广告计划: the engine's list of plans with 数据分析 on each row (the catalogue's analysis page is a
 * page module, which the generic list does not link to).
 */
export function AdPlanListPage() {
  const navigate = useNavigate();
  return (
    <ResourceListPage
      resource={adPlanResource}
      addPath="/adverting/operation/advertising/create"
      detailPath="/adverting/operation/advertising/detail"
      rowActions={[
        {
          key: 'analysis',
          label: '数据分析',
          permission: 'advertising:plan:analysis',
          onClick: (row) => void navigate(withId('/adverting/operation/advertising/analysis', row.id)),
        },
      ]}
    />
  );
}

/** 广告位: the engine's list of slots with 数据分析 on each row. */
export function AdSlotListPage() {
  const navigate = useNavigate();
  return (
    <ResourceListPage
      resource={adSlotResource}
      addPath="/adverting/config/advertisement/create"
      editPath="/adverting/config/advertisement/edit"
      rowActions={[
        {
          key: 'analysis',
          label: '数据分析',
          permission: 'advertising:slot:analysis',
          onClick: (row) => void navigate(withId('/adverting/config/advertisement/analysis', row.id)),
        },
      ]}
    />
  );
}
