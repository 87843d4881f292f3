import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SearchField } from '../../widgets/search-form';
import { INITIAL_LIST_STATE, readListState, writeListState, type ListState } from './list-url-state';

/**
 * A list's conditions, page and sort: in the address for a list screen (so a reload, 返回 or a shared
 * link shows the same rows), or held inside for a list that is one part of a page (a settings card),
 * where several lists would fight over the same keys. The address is replaced, not pushed: paging
 * through a list does not fill the history that 返回 walks.
 */
export function useListState(fields: readonly SearchField[], inUrl: boolean) {
  const [params, setParams] = useSearchParams();
  const [held, setHeld] = useState<ListState>(INITIAL_LIST_STATE);
  const fromUrl = useMemo(() => readListState(params, fields), [params, fields]);

  const update = useCallback(
    (change: (state: ListState) => ListState) => {
      if (!inUrl) return setHeld(change);
      setParams((current) => writeListState(current, fields, change(readListState(current, fields))), {
        replace: true,
      });
    },
    [inUrl, fields, setParams],
  );
  return [inUrl ? fromUrl : held, update] as const;
}
