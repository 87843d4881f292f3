/**
 * The forms on screen that hold input nobody saved. Each registers how to tell (its own dirty check)
 * and how to let go (after the user chose 放弃修改, or after a save), so one prompt can guard every
 * way out: a drawer's Esc, mask or 取消, a page form's 取消, and leaving the route by the menu.
 */
export interface UnsavedEntry {
  isDirty(): boolean;
  /** The user gave the input up (or saved it): the form counts as clean from now on. */
  release(): void;
}

const entries = new Set<UnsavedEntry>();

export function registerUnsaved(entry: UnsavedEntry): () => void {
  entries.add(entry);
  return () => entries.delete(entry);
}

export function hasUnsavedChanges(scope: ReadonlySet<UnsavedEntry> = entries): boolean {
  return [...scope].some((entry) => entry.isDirty());
}

/** Gives up every unsaved input (or one scope's): the user confirmed leaving it. */
export function releaseUnsaved(scope: ReadonlySet<UnsavedEntry> = entries): void {
  scope.forEach((entry) => entry.release());
}
