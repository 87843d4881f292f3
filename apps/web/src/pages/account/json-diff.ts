/** An audit snapshot as stored (JSON text), parsed for display; text that is not JSON stays text. */
export type Snapshot = { kind: 'empty' } | { kind: 'json'; value: unknown } | { kind: 'text'; value: string };

export function parseSnapshot(text: unknown): Snapshot {
  if (typeof text !== 'string' || text.trim() === '') return { kind: 'empty' };
  try {
    const value: unknown = JSON.parse(text);
    return value === null ? { kind: 'empty' } : { kind: 'json', value };
  } catch {
    return { kind: 'text', value: text };
  }
}

export function showSnapshot(snapshot: Snapshot): string {
  if (snapshot.kind === 'empty') return '无';
  return snapshot.kind === 'json' ? JSON.stringify(snapshot.value, null, 2) : snapshot.value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The top-level keys whose values differ between two object snapshots (added and removed included). */
export function changedKeys(before: Snapshot, after: Snapshot): string[] {
  const left = before.kind === 'json' && isRecord(before.value) ? before.value : {};
  const right = after.kind === 'json' && isRecord(after.value) ? after.value : {};
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].filter((key) => JSON.stringify(left[key]) !== JSON.stringify(right[key]));
}
