import { bonusEventResource } from '@console/core';
import {
  LotGate,
  ResourceFormPage,
  ResourceListPage,
  useGroupLinks,
  useGroupRowLinks,
  type GroupRowLink,
  type Lot,
} from '../../../../resources';
import { BONUS_PATHS } from '../../../shared/bonus/paths';
import { AMOUNTS, COLUMNS, HIDDEN_ACTIONS } from '../../../shared/bonus/bonus-event-parts';

// prettier-ignore
const EVENT_ROW_LINKS: readonly GroupRowLink[] = [
  { key: 'detail-in-lot', label: '详情', permission: 'bonus:event:detail', path: BONUS_PATHS.detail },
  { key: 'edit-in-lot', label: '编辑', permission: 'bonus:event:update', path: BONUS_PATHS.edit },
  { key: 'acl', label: '活动授权', permission: 'bonus:acl:list', path: BONUS_PATHS.acl, idParam: 'event_id' },
];

function EventList({ park }: { park: Lot }) {
  const { href } = useGroupLinks();
  return (
    <ResourceListPage
      resource={bonusEventResource}
      fixedParams={{ park_id: park.id }}
      addPath={href(BONUS_PATHS.create)}
      rowActions={useGroupRowLinks(EVENT_ROW_LINKS)}
      actionOverrides={HIDDEN_ACTIONS}
      columnsOverride={COLUMNS}
    />
  );
}

/** /parking/manage/config/event: the lot's red-packet activities. */
export function BonusEventListPage() {
  return <LotGate>{(park) => <EventList park={park} />}</LotGate>;
}

/** /parking/manage/config/event/create: an activity of this lot (the lot is fixed by the page). */
export function BonusEventCreatePage() {
  const { href } = useGroupLinks();
  return (
    <LotGate>
      {(park) => (
        <ResourceFormPage
          resource={bonusEventResource}
          mode="create"
          listPath={href(BONUS_PATHS.list)}
          renderField={AMOUNTS}
          fixedValues={{ park_id: park.id }}
        />
      )}
    </LotGate>
  );
}

/** /parking/manage/config/event/edit?id=: the server keeps the budget above what is spent. */
export function BonusEventEditPage() {
  const { href } = useGroupLinks();
  return (
    <ResourceFormPage
      resource={bonusEventResource}
      mode="edit"
      listPath={href(BONUS_PATHS.list)}
      renderField={AMOUNTS}
    />
  );
}
