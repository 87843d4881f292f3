import { bonusEventResource } from '@console/core';
import { ResourceFormPage, ResourceListPage } from '../../../resources';
import { SERVICE_BONUS_PATHS } from './paths';
import { AMOUNTS, COLUMNS, HIDDEN_ACTIONS } from '../../shared/bonus/bonus-event-parts';
import { BonusEventDetail } from '../../shared/bonus/BonusEventDetailPage';

/**
 * 基础服务 › 红包活动: the activities of every lot the account sees, on the same resource and rules as
 * a lot's own tab; the lot is a column and a filter here, and a field when adding.
 */
export function ServiceBonusEventListPage() {
  return (
    <ResourceListPage
      resource={bonusEventResource}
      addPath={SERVICE_BONUS_PATHS.create}
      detailPath={SERVICE_BONUS_PATHS.detail}
      editPath={SERVICE_BONUS_PATHS.edit}
      actionOverrides={HIDDEN_ACTIONS}
      columnsOverride={COLUMNS}
    />
  );
}

/** /base/services/bonus/event/add: the lot is chosen in the form (only lots the account sees are offered). */
export function ServiceBonusEventAddPage() {
  return (
    <ResourceFormPage
      resource={bonusEventResource}
      mode="create"
      listPath={SERVICE_BONUS_PATHS.list}
      renderField={AMOUNTS}
    />
  );
}

export function ServiceBonusEventEditPage() {
  return (
    <ResourceFormPage
      resource={bonusEventResource}
      mode="edit"
      listPath={SERVICE_BONUS_PATHS.list}
      renderField={AMOUNTS}
    />
  );
}

export function ServiceBonusEventDetailPage() {
  return <BonusEventDetail listPath={SERVICE_BONUS_PATHS.list} />;
}
