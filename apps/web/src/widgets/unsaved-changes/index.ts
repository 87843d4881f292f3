export { DISCARD_QUESTION } from './discard-question';
export { hasUnsavedChanges, releaseUnsaved } from './unsaved-registry';
export { UnsavedScope, useDiscardPrompt, useUnsavedChanges, useUnsavedScope } from './use-unsaved-changes';
export { useUnsavedDialog } from './use-unsaved-dialog';
