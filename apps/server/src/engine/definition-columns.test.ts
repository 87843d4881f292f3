import {
  allResources,
  defineResource,
  ENABLED_STATUS,
  field,
  isTenantScoped,
  isView,
  ownerColumn,
  parkColumnOf,
  type AnyResource,
  type FieldDef,
} from '@console/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { openTestDatabase } from '../test/test-database.js';

type ColumnClass = 'text' | 'integer' | 'flag';

/** Declared column types of both dialects, by what the engine reads and writes through them. */
const CLASS_OF_TYPE: Readonly<Record<string, ColumnClass>> = {
  text: 'text',
  varchar: 'text',
  'character varying': 'text',
  char: 'text',
  bpchar: 'text',
  integer: 'integer',
  int: 'integer',
  int2: 'integer',
  int4: 'integer',
  int8: 'integer',
  smallint: 'integer',
  bigint: 'integer',
  bool: 'flag',
  boolean: 'flag',
};

/** The column classes a field's wire type may live in (a flag is 0/1, so an integer column holds it too). */
function acceptedClasses(def: FieldDef): readonly ColumnClass[] {
  switch (def.kind) {
    case 'money':
    case 'integer':
    case 'time':
    case 'park':
      return ['integer'];
    case 'ref':
      // A stored list of ids is a JSON text column; a single reference is an id.
      return def.multiple ? ['text'] : ['integer'];
    case 'boolean':
      return ['integer', 'flag'];
    case 'code':
      return def.table.entries.every((entry) => typeof entry.value === 'number') ? ['integer'] : ['text'];
    default:
      return ['text'];
  }
}

function classOf(dataType: string): ColumnClass | undefined {
  return CLASS_OF_TYPE[
    dataType
      .toLowerCase()
      .replace(/\(.*\)$/, '')
      .trim()
  ];
}

/** n of varchar(n); SQLite keeps the declared type, so both dialects say it. */
function varcharLength(dataType: string): number | undefined {
  const match = /^(?:varchar|character varying)\((\d+)\)$/i.exec(dataType.trim());
  return match ? Number(match[1]) : undefined;
}

/** The columns a definition needs besides its fields: the id, its owner and its park. */
function engineColumns(resource: AnyResource): string[] {
  const park = parkColumnOf(resource);
  return ['id', ...(isTenantScoped(resource) ? [ownerColumn(resource)] : []), ...(park ? [park] : [])];
}

type Columns = ReadonlyMap<string, string>;

/** What is wrong between a definition and its table's columns (name → declared type); [] when nothing. */
function mismatches(resource: AnyResource, columns: Columns): string[] {
  const problems: string[] = [];
  for (const name of engineColumns(resource)) {
    if (!columns.has(name)) problems.push(`${name}: no such column`);
  }
  for (const [name, def] of Object.entries(resource.fields)) {
    if (def.virtual) continue;
    const dataType = columns.get(name);
    if (dataType === undefined) {
      problems.push(`${name} (${def.kind}): no such column`);
      continue;
    }
    const found = classOf(dataType);
    if (!found || !acceptedClasses(def).includes(found)) {
      problems.push(`${name} (${def.kind}): column is ${dataType}`);
    }
    // PostgreSQL refuses text past a varchar's length with an error, not a 1400-class answer.
    const length = varcharLength(dataType);
    if ('maxLength' in def && length !== undefined && def.maxLength > length) {
      problems.push(`${name}: accepts ${def.maxLength} characters, column holds ${length}`);
    }
  }
  return problems;
}

/**
 * A definition written wrong on purpose against the real audit_log table: the check must name each
 * mistake, or a passing run above would prove nothing.
 */
const wrongAuditLog = defineResource({
  key: 'test/wrong-audit-log',
  table: 'audit_log',
  label: '错误定义',
  scope: 'merchant',
  permissions: { list: 'account:logging:list', detail: 'account:logging:list' },
  fields: {
    // Right: an id in a bigint, text in a varchar long enough.
    row_id: field.integer({ label: '对象', sortable: true }),
    account: field.text({ label: '账号', maxLength: 64 }),
    // Wrong: a code of numbers over a varchar, a time over text, money in a missing column, a text
    // longer than its varchar(32), money over a text column.
    resource: field.code(ENABLED_STATUS, { label: '状态' }),
    before_json: field.time({ label: '时间' }),
    paid_amount: field.money({ label: '实付' }),
    action: field.text({ label: '操作', maxLength: 100 }),
    after_json: field.money({ label: '金额' }),
  },
  list: { columns: ['row_id'], sort: ['row_id', 'asc'] },
});

describe('every definition matches the migrated database', () => {
  let handle: DatabaseHandle;
  let tables: Map<string, Map<string, string>>;

  beforeAll(async () => {
    handle = await openTestDatabase();
    const found = await handle.db.introspection.getTables();
    tables = new Map(
      found
        .filter((table) => !table.isView)
        .map((table) => [table.name, new Map(table.columns.map((c) => [c.name, c.dataType.toLowerCase()]))]),
    );
    // PostgreSQL's introspection says `varchar` without its length: read the lengths separately.
    if (handle.kind === 'postgres') {
      const lengths = await sql<{ table_name: string; column_name: string; n: number }>`
        select table_name, column_name, character_maximum_length as n
        from information_schema.columns
        where table_schema = current_schema() and character_maximum_length is not null`.execute(handle.db);
      for (const { table_name, column_name, n } of lengths.rows) {
        tables.get(table_name)?.set(column_name, `varchar(${n})`);
      }
    }
  });
  afterAll(async () => handle.close());

  it('reads the tables of the migrated database', () => {
    expect(tables.get('audit_log')?.get('before_json')).toBeDefined();
    expect(classOf(tables.get('audit_log')!.get('create_time')!)).toBe('integer');
    expect(classOf(tables.get('audit_log')!.get('resource')!)).toBe('text');
  });

  it('names every field a wrong definition stores in a missing or incompatible column', () => {
    const problems = mismatches(wrongAuditLog, tables.get('audit_log')!);
    expect(problems.map((problem) => problem.split(/[ :]/)[0])).toEqual([
      'resource',
      'before_json',
      'paid_amount',
      'action',
      'after_json',
    ]);
    expect(problems[0]).toMatch(/^resource \(code\): column is (varchar|character varying)\(64\)$/);
    expect(problems[1]).toBe('before_json (time): column is text');
    expect(problems[2]).toBe('paid_amount (money): no such column');
    expect(problems[3]).toBe('action: accepts 100 characters, column holds 32');
  });

  // Views read a query, not a table: their fields are checked by the view's own tests.
  it.each(
    allResources()
      .filter((resource) => !isView(resource))
      .map((resource) => [resource.key, resource] as const),
  )('%s: its table exists and every stored field is a column of a compatible type', (_key, resource) => {
    const columns = tables.get(resource.table);
    expect(columns, `table ${resource.table}`).toBeDefined();
    expect(mismatches(resource, columns!)).toEqual([]);
  });
});
