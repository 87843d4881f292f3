import { AclList } from '../shared/payment/AclList';

/** /trading-center/acl/list: the signed-in merchant's own 访问授权. */
export default function AclListPage() {
  return <AclList />;
}
