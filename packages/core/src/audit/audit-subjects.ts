import { defineCodeTable, type CodeEntry } from '../code-tables/define-code-table.js';
import { field } from '../resources/field.js';
import type { FieldDef } from '../resources/field-types.js';
import { merchantResource } from '../resources/account/merchant/merchant.js';
import { LOT_SETTINGS } from '../resources/parking/lot-settings.js';
import { allResources, resourceByKey } from '../resources/registry.js';

/** What an audit row's `resource` names: a Chinese label and the fields its snapshots hold. */
export interface AuditSubject {
  label: string;
  fields: Readonly<Record<string, FieldDef>>;
}

/** Columns every table has but definitions leave to the engine. */
const ENGINE_COLUMNS: Readonly<Record<string, FieldDef>> = {
  id: field.integer({ label: 'ID' }),
  merchant_id: field.ref('account/merchant', { label: '所属商户' }),
  create_time: field.time({ label: '创建时间' }),
  update_time: field.time({ label: '更新时间' }),
};

/**
 * Keys that are not resource definitions: settings documents, a customer's software, 商户信息. When one of them becomes a definition, its entry here goes.
 */
const OTHER_SUBJECTS: Readonly<Record<string, AuditSubject>> = {
  'account/info': { label: '商户信息', fields: merchantResource.fields },
  'parking/customer/software': {
    label: '客户软件',
    fields: {
      park_id: field.park({ label: '车场' }),
      software_id: field.ref('parking/software', { label: '停车软件' }),
      remark: field.text({ label: '备注' }),
      install_time: field.time({ label: '安装时间' }),
    },
  },
  // Settings documents are audited under their definition's key, with its fields.
  ...Object.fromEntries(
    LOT_SETTINGS.map((settings) => [settings.key, { label: settings.label, fields: settings.fields }]),
  ),
};

function withoutKeys(
  fields: Readonly<Record<string, FieldDef>>,
  taken: Readonly<Record<string, FieldDef>>,
): Record<string, FieldDef> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !(name in taken)));
}

/** The subject of an audit row by its key; a key nobody declared still reads, by the key itself. */
export function auditSubject(key: string): AuditSubject {
  const resource = resourceByKey(key);
  const subject = resource ?? OTHER_SUBJECTS[key] ?? { label: key, fields: {} };
  // The subject's own fields first, so the change table follows the definition's order.
  return {
    label: subject.label,
    fields: { ...subject.fields, ...withoutKeys(ENGINE_COLUMNS, subject.fields) },
  };
}

/** 操作对象 as a code table, so the operation log searches by a Chinese label and shows one. */
export const AUDIT_SUBJECT = defineCodeTable(
  [
    ...allResources().map((r): CodeEntry<string> => ({ value: r.key, label: r.label, color: 'default' })),
    ...Object.entries(OTHER_SUBJECTS).map(([key, subject]): CodeEntry<string> => ({
      value: key,
      label: subject.label,
      color: 'default',
    })),
  ],
  { label: '其他对象', color: 'default' },
);
