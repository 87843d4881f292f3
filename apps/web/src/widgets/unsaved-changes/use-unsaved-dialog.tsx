import type { FormInstance } from 'antd';
import { useDiscardPrompt, useUnsavedChanges } from './use-unsaved-changes';

/**
 * A dialog whose form lives in the dialog's own component (so no UnsavedScope can sit between them):
 * its 取消, Esc, mask and close button ask the one question when input was typed, and a route change
 * while it is open asks too. Pass `requestClose` as onCancel and render `holder` inside the dialog.
 * Saving needs no release: the dialog closes, and a closed dialog holds nothing.
 */
export function useUnsavedDialog(form: FormInstance, open: boolean, close: () => void) {
  const isDirty = () => open && form.isFieldsTouched();
  useUnsavedChanges(isDirty);
  const [ask, holder] = useDiscardPrompt();
  const requestClose = () => (isDirty() ? ask(close) : close());
  return { requestClose, holder };
}
