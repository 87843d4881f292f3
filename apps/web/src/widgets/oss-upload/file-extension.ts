/** The lower-case extension of a file name without the dot, or '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Whether the name's extension is one of `types` (compared case-insensitively). */
export function hasExtension(name: string, types: readonly string[]): boolean {
  const ext = fileExtension(name);
  return ext !== '' && types.includes(ext);
}
