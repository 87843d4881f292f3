/**
 * The user's permissions travel as one comma-joined string (spec 01 §6). Codes the catalogue does not
 * know are kept: a newer server may grant codes this build has not heard of, and dropping them would
 * make a role editor silently remove them on save.
 */
export function parsePermissionList(commaJoined: string | null | undefined): Set<string> {
  const codes = new Set<string>();
  for (const part of (commaJoined ?? '').split(',')) {
    const code = part.trim();
    if (code !== '') codes.add(code);
  }
  return codes;
}

/** Sorted and de-duplicated, so the same set always stores as the same string. */
export function joinPermissionList(codes: Iterable<string>): string {
  return [...new Set([...codes].map((code) => code.trim()).filter((code) => code !== ''))].sort().join(',');
}

/**
 * Whether any one of `required` is held: the rule for routes, buttons, columns and search fields.
 * An empty `required` is never satisfied: the spec's permission directive needs a non-empty list,
 * and a public route is recognised by its auth mode, not by an empty list.
 */
export function hasAnyPermission(held: ReadonlySet<string>, required: readonly string[]): boolean {
  return required.some((code) => held.has(code));
}
