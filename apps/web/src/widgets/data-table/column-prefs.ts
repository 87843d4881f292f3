/** Which columns a user shows and in what order; saved per table as JSON text. */
export interface ColumnPrefs {
  order: string[];
  hidden: string[];
}

interface ColumnDefault {
  key: string;
  defaultHidden?: boolean;
}

export function defaultPrefs(columns: readonly ColumnDefault[]): ColumnPrefs {
  return {
    order: columns.map((column) => column.key),
    hidden: columns.filter((column) => column.defaultHidden).map((column) => column.key),
  };
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Reads a stored value (JSON text or an object); anything malformed counts as "nothing saved". */
export function parsePrefs(value: unknown): ColumnPrefs | undefined {
  let data = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const { order, hidden } = data as Record<string, unknown>;
  return isStringList(order) && isStringList(hidden) ? { order, hidden } : undefined;
}

export function serialisePrefs(prefs: ColumnPrefs): string {
  return JSON.stringify({ v: 1, order: prefs.order, hidden: prefs.hidden });
}

/**
 * Fits saved preferences to today's columns: keys that no longer exist are dropped, and columns
 * added since the save appear at their default position with their default visibility.
 */
export function reconcilePrefs(
  saved: ColumnPrefs | undefined,
  columns: readonly ColumnDefault[],
): ColumnPrefs {
  const fallback = defaultPrefs(columns);
  if (!saved) return fallback;
  const known = new Set(fallback.order);
  const order = saved.order.filter((key) => known.has(key));
  const seen = new Set(order);
  fallback.order.forEach((key, index) => {
    if (!seen.has(key)) order.splice(Math.min(index, order.length), 0, key);
  });
  const hidden = saved.hidden.filter((key) => known.has(key));
  const added = fallback.hidden.filter((key) => !saved.order.includes(key));
  return { order, hidden: [...hidden, ...added] };
}
