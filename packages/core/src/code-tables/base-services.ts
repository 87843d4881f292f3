import { defineCodeTable } from './define-code-table.js';

/** Whether a catalogue entry is a platform type (gates screens) or a product (enables areas). */
export const PRODUCT_KIND = defineCodeTable([
  { value: 'product', label: '产品', color: 'blue' },
  { value: 'platform', label: '平台类型', color: 'purple' },
]);
