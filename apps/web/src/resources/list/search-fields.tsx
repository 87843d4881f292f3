import { optionsOf, type AnyResource, type FieldDef, permittedCodes } from '@console/core';
import { lazy } from 'react';
import type { SearchField } from '../../widgets/search-form';

// Custom controls load with the first search form that shows one (SearchForm renders fields in
// Suspense), so a list that searches by none of them does not download their code.
const RefSelectField = lazy(() =>
  import('../fields/RefSelectField').then((m) => ({ default: m.RefSelectField })),
);
const PriceInput = lazy(() => import('../../widgets/price-input').then((m) => ({ default: m.PriceInput })));

const BOOLEAN_OPTIONS = [
  { label: '是', value: 1 },
  { label: '否', value: 0 },
];

/** The search control of one field, or several when a number range needs a lower and an upper bound. */
function fieldsFor(name: string, def: FieldDef, permission: readonly string[]): SearchField[] {
  const base = { name, label: def.label, permission };
  switch (def.kind) {
    case 'code':
      return [{ ...base, type: 'select', options: optionsOf(def.table) }];
    case 'boolean':
      return [{ ...base, type: 'select', options: BOOLEAN_OPTIONS }];
    case 'ref':
    case 'park':
      // A search names one value even when the field holds many (a role among role_ids).
      return [
        {
          ...base,
          type: 'custom',
          render: () => <RefSelectField target={def.target} aria-label={def.label} />,
        },
      ];
    case 'time':
      return def.search === 'range'
        ? [{ ...base, type: 'date-range', rangeKeys: [`${name}_start`, `${name}_end`] }]
        : [{ ...base, type: 'date' }];
    case 'money':
    case 'integer': {
      // Money is typed in yuan and sent in fen, like every other money input.
      const control = (label: string) =>
        def.kind === 'money'
          ? {
              type: 'custom' as const,
              render: () => <PriceInput aria-label={label} placeholder={`请输入${label}`} />,
            }
          : { type: 'number' as const };
      if (def.search !== 'range') return [{ ...base, ...control(def.label) }];
      return [
        { ...base, name: `${name}_start`, label: `${def.label}起`, ...control(`${def.label}起`) },
        { ...base, name: `${name}_end`, label: `${def.label}止`, ...control(`${def.label}止`) },
      ];
    }
    default:
      return [{ ...base, type: 'text' }];
  }
}

/**
 * The search form of a resource, from the fields that declare `search`, in declaration order. Fields
 * have no permission of their own yet, so each needs the list permission, as the list itself does.
 */
export function searchFieldsOf(resource: AnyResource): SearchField[] {
  return Object.entries(resource.fields).flatMap(([name, def]) =>
    def.search ? fieldsFor(name, def, permittedCodes(resource, 'list')) : [],
  );
}
