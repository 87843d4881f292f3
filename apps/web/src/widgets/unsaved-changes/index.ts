export { hasUnsavedChanges, releaseUnsaved } from './unsaved-registry';
export {
  DISCARD_QUESTION,
  UnsavedScope,
  useDiscardPrompt,
  useUnsavedChanges,
  useUnsavedScope,
} from './use-unsaved-changes';
export { useUnsavedDialog } from './use-unsaved-dialog';
