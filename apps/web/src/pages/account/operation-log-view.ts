import { AUDIT_SUBJECT, defineResource, field, operationLogResource } from '@console/core';

/**
 * The operation log as its screens show it: 操作对象 is a resource key on the wire, read here by its
 * Chinese label and searched from a list of labels. The definition itself keeps plain text, because
 * the table of subjects is built from every definition, the log's own included.
 */
export const operationLogView = defineResource({
  ...operationLogResource,
  fields: {
    ...operationLogResource.fields,
    resource: field.code(AUDIT_SUBJECT, { label: '操作对象', readOnly: true, search: 'eq' }),
  },
});
