import { invoiceConfigResource, parkAclResource } from '@console/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  ResourceDetailPage,
  ResourceFormPage,
  ResourceListPage,
  type FieldRenderers,
  type ResourceRow,
} from '../../resources';
import type { RowAction } from '../../widgets/data-table';
import { AclScopesField, FixedParkField } from './AclScopesField';
import { LotParkGate } from './LotParkGate';
import type { LotPark } from './use-lot-park';
import { LOT_PATHS } from './paths';
import { useLotQuery } from '../parking/lot/use-lot-park';

const SCOPES: FieldRenderers = { scopes: () => <AclScopesField /> };

function AclList({ park }: { park: LotPark }) {
  const navigate = useNavigate();
  const lot = useLotQuery();
  const rowActions = useMemo<RowAction<ResourceRow>[]>(
    () => [
      {
        key: 'edit-in-lot',
        label: '编辑',
        permission: 'parking:acl:update',
        onClick: (row) => void navigate(`${LOT_PATHS.aclEdit}?id=${row.id}&${lot}`),
      },
    ],
    [navigate, lot],
  );
  return (
    <ResourceListPage
      resource={parkAclResource}
      fixedParams={{ park_id: park.id }}
      addPath={`${LOT_PATHS.aclCreate}?${lot}`}
      rowActions={rowActions}
    />
  );
}

/** /parking/manage/config/acl: who else may read this lot's data. */
export function LotAclListPage() {
  return <LotParkGate>{(park) => <AclList park={park} />}</LotParkGate>;
}

/** /parking/manage/config/acl/create: a grant for this lot (the lot is fixed by the page). */
export function LotAclCreatePage() {
  const lot = useLotQuery();
  return (
    <LotParkGate>
      {(park) => (
        <ResourceFormPage
          resource={parkAclResource}
          mode="create"
          listPath={`${LOT_PATHS.acl}?${lot}`}
          renderField={{
            ...SCOPES,
            park_id: () => <FixedParkField parkId={park.id} parkName={park.name} />,
          }}
        />
      )}
    </LotParkGate>
  );
}

/** /parking/manage/config/acl/edit?id=: the grantee is fixed; scopes, expiry and status change. */
export function LotAclEditPage() {
  const lot = useLotQuery();
  return (
    <ResourceFormPage
      resource={parkAclResource}
      mode="edit"
      listPath={`${LOT_PATHS.acl}?${lot}`}
      renderField={SCOPES}
    />
  );
}

function InvoiceList({ park }: { park: LotPark }) {
  const navigate = useNavigate();
  const lot = useLotQuery();
  const rowActions = useMemo<RowAction<ResourceRow>[]>(
    () => [
      {
        key: 'detail-in-lot',
        label: '详情',
        permission: 'parking:invoice-config:detail',
        onClick: (row) => void navigate(`${LOT_PATHS.invoiceDetail}?id=${row.id}&${lot}`),
      },
    ],
    [navigate, lot],
  );
  return (
    <ResourceListPage
      resource={invoiceConfigResource}
      fixedParams={{ park_id: park.id }}
      rowActions={rowActions}
    />
  );
}

/** /parking/manage/config/invoice: the lot's invoicing per business. */
export function LotInvoiceListPage() {
  return <LotParkGate>{(park) => <InvoiceList park={park} />}</LotParkGate>;
}

export function LotInvoiceDetailPage() {
  return <ResourceDetailPage resource={invoiceConfigResource} />;
}
