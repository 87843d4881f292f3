import { STREET_TYPE, type AreaEntry } from './area-api';
import { toOptionValue } from './area-code';

export interface AreaOption {
  label: string;
  value: string;
  isLeaf: boolean;
  children?: AreaOption[];
}

/**
 * An entry becomes a leaf at the street level (or the cascader's chosen depth) or when it is known
 * to have no children. Entries of area/list?code= carry no children field, which means "not loaded
 * yet", not "none"; only an explicitly empty list means none.
 */
export function toOption(entry: AreaEntry, depth = STREET_TYPE): AreaOption {
  const known = Array.isArray(entry.children) ? entry.children : undefined;
  const isLeaf = entry.type >= depth || known?.length === 0;
  return {
    label: entry.name,
    value: toOptionValue(entry.code),
    isLeaf,
    ...(!isLeaf && known && { children: known.map((child) => toOption(child, depth)) }),
  };
}

/** Applies `change` to the option at `path` (option values), copying only the options along the path. */
export function updateAt(
  options: AreaOption[],
  path: readonly string[],
  change: (option: AreaOption) => AreaOption,
): AreaOption[] {
  const [head, ...rest] = path;
  return options.map((option) => {
    if (option.value !== head) return option;
    if (rest.length === 0) return change(option);
    return { ...option, children: updateAt(option.children ?? [], rest, change) };
  });
}

/**
 * Gives the option at `path` its children; an empty list makes it a leaf. Children already there
 * (perhaps with loaded children of their own) are kept, so a late or repeated answer changes nothing.
 */
export function withChildren(
  options: AreaOption[],
  path: readonly string[],
  children: AreaOption[],
): AreaOption[] {
  return updateAt(options, path, (option) => {
    if (option.children?.length) return option;
    return children.length === 0 ? { ...option, isLeaf: true, children: undefined } : { ...option, children };
  });
}
