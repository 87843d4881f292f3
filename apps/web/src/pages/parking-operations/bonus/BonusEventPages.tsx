import { bonusEventResource } from '@console/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ResourceFormPage, ResourceListPage, type ResourceRow } from '../../../resources';
import type { RowAction } from '../../../widgets/data-table';
import { FixedParkField } from '../AclScopesField';
import { LotParkGate } from '../LotParkGate';
import { BONUS_PATHS } from '../paths';
import type { LotPark } from '../use-lot-park';
import { useLotQuery } from '../../parking/lot/use-lot-park';
import { AMOUNTS, COLUMNS, HIDDEN_ACTIONS } from './bonus-event-parts';

function EventList({ park }: { park: LotPark }) {
  const navigate = useNavigate();
  const lot = useLotQuery();
  const rowActions = useMemo<RowAction<ResourceRow>[]>(
    () => [
      {
        key: 'detail-in-lot',
        label: '详情',
        permission: 'bonus:event:detail',
        onClick: (row) => void navigate(`${BONUS_PATHS.detail}?id=${row.id}&${lot}`),
      },
      {
        key: 'edit-in-lot',
        label: '编辑',
        permission: 'bonus:event:update',
        onClick: (row) => void navigate(`${BONUS_PATHS.edit}?id=${row.id}&${lot}`),
      },
      {
        key: 'acl',
        label: '活动授权',
        permission: 'bonus:acl:list',
        onClick: (row) => void navigate(`${BONUS_PATHS.acl}?event_id=${row.id}&${lot}`),
      },
    ],
    [navigate, lot],
  );
  return (
    <ResourceListPage
      resource={bonusEventResource}
      fixedParams={{ park_id: park.id }}
      addPath={`${BONUS_PATHS.create}?${lot}`}
      rowActions={rowActions}
      actionOverrides={HIDDEN_ACTIONS}
      columnsOverride={COLUMNS}
    />
  );
}

/** /parking/manage/config/event: the lot's red-packet activities. */
export function BonusEventListPage() {
  return <LotParkGate>{(park) => <EventList park={park} />}</LotParkGate>;
}

/** /parking/manage/config/event/create: an activity of this lot (the lot is fixed by the page). */
export function BonusEventCreatePage() {
  const lot = useLotQuery();
  return (
    <LotParkGate>
      {(park) => (
        <ResourceFormPage
          resource={bonusEventResource}
          mode="create"
          listPath={`${BONUS_PATHS.list}?${lot}`}
          renderField={{
            ...AMOUNTS,
            park_id: () => <FixedParkField parkId={park.id} parkName={park.name} />,
          }}
        />
      )}
    </LotParkGate>
  );
}

/** /parking/manage/config/event/edit?id=: the server keeps the budget above what is spent. */
export function BonusEventEditPage() {
  const lot = useLotQuery();
  return (
    <ResourceFormPage
      resource={bonusEventResource}
      mode="edit"
      listPath={`${BONUS_PATHS.list}?${lot}`}
      renderField={AMOUNTS}
    />
  );
}
