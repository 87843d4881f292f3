import { ChargeRuleList } from '../lists/ChargeRuleList';
import { LotScope } from './LotScope';
import { useLotQuery, withQuery } from './use-lot-park';

/** /parking/manage/config/charge: the lot's charge rules. */
export default function LotChargePage() {
  const query = useLotQuery();
  return (
    <LotScope>
      {(park) => (
        <ChargeRuleList
          parkId={park.id}
          detailPath={withQuery('/parking/manage/config/charge/detail', query)}
        />
      )}
    </LotScope>
  );
}
