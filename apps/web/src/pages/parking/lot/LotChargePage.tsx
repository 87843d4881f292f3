import { LotGate, useGroupLinks } from '../../../resources';
import { ChargeRuleList } from '../../shared/lot/lists/ChargeRuleList';

/** /parking/manage/config/charge: the lot's charge rules. */
export default function LotChargePage() {
  const { href } = useGroupLinks();
  return (
    <LotGate>
      {(park) => (
        <ChargeRuleList parkId={park.id} detailPath={href('/parking/manage/config/charge/detail')} />
      )}
    </LotGate>
  );
}
