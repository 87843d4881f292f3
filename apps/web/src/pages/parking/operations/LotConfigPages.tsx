import { invoiceConfigResource, parkAclResource } from '@console/core';
import {
  LotGate,
  ResourceFormPage,
  ResourceListPage,
  useGroupLinks,
  useGroupRowLinks,
  type FieldRenderers,
  type GroupRowLink,
  type Lot,
} from '../../../resources';
import { AclScopesField } from './AclScopesField';
import { LOT_PATHS } from './paths';

const SCOPES: FieldRenderers = { scopes: () => <AclScopesField /> };

const ACL_ROW_LINKS: readonly GroupRowLink[] = [
  { key: 'edit-in-lot', label: '编辑', permission: 'parking:acl:update', path: LOT_PATHS.aclEdit },
];

function AclList({ park }: { park: Lot }) {
  const { href } = useGroupLinks();
  return (
    <ResourceListPage
      resource={parkAclResource}
      fixedParams={{ park_id: park.id }}
      addPath={href(LOT_PATHS.aclCreate)}
      rowActions={useGroupRowLinks(ACL_ROW_LINKS)}
    />
  );
}

/** /parking/manage/config/acl: who else may read this lot's data. */
export function LotAclListPage() {
  return <LotGate>{(park) => <AclList park={park} />}</LotGate>;
}

/** /parking/manage/config/acl/create: a grant for this lot (the lot is fixed by the page). */
export function LotAclCreatePage() {
  const { href } = useGroupLinks();
  return (
    <LotGate>
      {(park) => (
        <ResourceFormPage
          resource={parkAclResource}
          mode="create"
          listPath={href(LOT_PATHS.acl)}
          renderField={SCOPES}
          fixedValues={{ park_id: park.id }}
        />
      )}
    </LotGate>
  );
}

/** /parking/manage/config/acl/edit?id=: the grantee is fixed; scopes, expiry and status change. */
export function LotAclEditPage() {
  const { href } = useGroupLinks();
  return (
    <ResourceFormPage
      resource={parkAclResource}
      mode="edit"
      listPath={href(LOT_PATHS.acl)}
      renderField={SCOPES}
    />
  );
}

const INVOICE_ROW_LINKS: readonly GroupRowLink[] = [
  {
    key: 'detail-in-lot',
    label: '详情',
    permission: 'parking:invoice-config:detail',
    path: LOT_PATHS.invoiceDetail,
  },
];

function InvoiceList({ park }: { park: Lot }) {
  return (
    <ResourceListPage
      resource={invoiceConfigResource}
      fixedParams={{ park_id: park.id }}
      rowActions={useGroupRowLinks(INVOICE_ROW_LINKS)}
    />
  );
}

/** /parking/manage/config/invoice: the lot's invoicing per business. */
export function LotInvoiceListPage() {
  return <LotGate>{(park) => <InvoiceList park={park} />}</LotGate>;
}
