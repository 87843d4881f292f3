import { defineCodeTable } from './define-code-table.js';

/**
 * 启用 / 停用: the one status of everything that is switched on and off (accounts, products,
 * software, charge rules, lot settings, ...); the engine's built-in enable/disable writes it.
 */
export const ENABLED_STATUS = defineCodeTable([
  { value: 1, label: '启用', color: 'success' },
  { value: 0, label: '停用', color: 'default' },
]);
