import { EMPTY_DISPLAY } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { decodeArea } from './area-decode-batch';

export function areaDecodeQuery(code: string) {
  return {
    queryKey: ['area', 'decode', code] as const,
    queryFn: () => decodeArea(code),
    // Area names do not change while the console is open.
    staleTime: Infinity,
    retry: false,
  };
}

/** An area code as its full name (广东省深圳市福田区); the bare code while loading or when unknown. */
export function AreaName({ code }: { code: string }) {
  const decoded = useQuery(areaDecodeQuery(code));
  if (!code) return EMPTY_DISPLAY;
  return <span title={code}>{decoded.data?.full_name ?? code}</span>;
}
