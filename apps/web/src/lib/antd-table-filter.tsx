// Stands in for antd's table filter dropdown (antd/es/table/hooks/useFilter/FilterDropdown.js) in the
// production build (vite.config.ts, `lazyTableFilter`). antd's Table imports that module statically,
// and with it Tree, Radio and the filter menu (~20 KiB gzip), although no table of this console
// declares column filters. Here the dropdown loads the first time a column with `filters` renders;
// until then the column shows its title alone.
import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

type FilterDropdownProps = { children?: ReactNode } & Record<string, unknown>;

// The real module, by its path inside antd: the build plugin sends every other importer here.
const RealFilterDropdown = lazy(
  () =>
    import('antd/es/table/hooks/useFilter/FilterDropdown.js') as unknown as Promise<{
      default: ComponentType<FilterDropdownProps>;
    }>,
);

export default function FilterDropdown(props: FilterDropdownProps) {
  return <Suspense fallback={props.children}>{createElement(RealFilterDropdown, props)}</Suspense>;
}

type FilterItem = { value: unknown; children?: FilterItem[] };

/** antd's own helper, same code: the table's filter state reads it without the dropdown. */
export function flattenKeys(filters: readonly FilterItem[] | undefined): unknown[] {
  let keys: unknown[] = [];
  (filters ?? []).forEach(({ value, children }) => {
    keys.push(value);
    if (children) keys = [...keys, ...flattenKeys(children)];
  });
  return keys;
}
