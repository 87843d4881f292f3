import { useSearchParams } from 'react-router';
import { NoAccessResult } from './NoAccessResult';

/** /error-page/401?path=...&codes=a,b — the same page reached by URL. */
export default function NoAccessPage() {
  const [params] = useSearchParams();
  const codes = (params.get('codes') ?? '').split(',').filter(Boolean);
  return <NoAccessResult codes={codes} path={params.get('path') ?? '-'} />;
}
