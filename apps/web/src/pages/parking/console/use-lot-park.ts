import { useMemo } from 'react';
import type { ParkOption } from '../../../widgets/park-selector';
import { useParkByUuid as useParkRow } from '../lot/use-lot-park';

/**
 * The park a console names by its public uuid (the lot group's, or the merchant console's URL), as
 * the park selector's option; null when the caller sees no such park. The lot pages' shared query.
 */
export function useParkByUuid(uuid: string | undefined) {
  const query = useParkRow(uuid ?? '');
  const row = query.data;
  const data = useMemo<(ParkOption & { id: number }) | null | undefined>(
    () => (row ? { id: Number(row.id), name: String(row.name), g_park_uuid: String(row.g_park_uuid) } : row),
    [row],
  );
  return { ...query, data };
}
