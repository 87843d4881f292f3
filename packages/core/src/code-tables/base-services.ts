import { defineCodeTable } from './define-code-table.js';

/** Whether a catalogue entry is a platform type (gates screens) or a product (enables areas). */
export const PRODUCT_KIND = defineCodeTable([
  { value: 'product', label: '产品', color: 'blue' },
  { value: 'platform', label: '平台类型', color: 'purple' },
]);

/** A disabled product enables nothing for the merchants holding it, from their next request on. */
export const PRODUCT_STATUS = defineCodeTable([
  { value: 1, label: '启用', color: 'success' },
  { value: 0, label: '停用', color: 'default' },
]);

/** A runtime app or metadata entry: a disabled one leaves the domain summary. */
export const RUNTIME_APP_STATUS = defineCodeTable([
  { value: 1, label: '启用', color: 'success' },
  { value: 0, label: '停用', color: 'default' },
]);
