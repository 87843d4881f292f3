export { Copy, type CopyProps } from './Copy';
export { copyText } from './copy-text';
export { useCopy } from './use-copy';
