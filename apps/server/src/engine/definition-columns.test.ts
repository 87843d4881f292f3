import {
  allResources,
  isTenantScoped,
  isView,
  ownerColumn,
  parkColumnOf,
  type AnyResource,
  type FieldDef,
} from '@console/core';
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

describe('every definition matches the migrated database', () => {
  let handle: DatabaseHandle;
  let tables: Map<string, Map<string, string>>;

  beforeAll(async () => {
    handle = await openTestDatabase();
    const found = await handle.db.introspection.getTables();
    tables = new Map(
      found
        .filter((table) => !table.isView && (handle.schema === undefined || table.schema === handle.schema))
        .map((table) => [table.name, new Map(table.columns.map((c) => [c.name, c.dataType]))]),
    );
  });
  afterAll(async () => handle.close());

  it('reads the tables of the migrated database', () => {
    expect(tables.get('audit_log')?.get('before_json')).toBeDefined();
    expect(classOf(tables.get('audit_log')!.get('create_time')!)).toBe('integer');
    expect(classOf(tables.get('audit_log')!.get('resource')!)).toBe('text');
  });

  // Views read a query, not a table: their fields are checked by the view's own tests.
  it.each(
    allResources()
      .filter((resource) => !isView(resource))
      .map((resource) => [resource.key, resource] as const),
  )('%s: its table exists and every stored field is a column of a compatible type', (_key, resource) => {
    const columns = tables.get(resource.table);
    expect(columns, `table ${resource.table}`).toBeDefined();
    const problems: string[] = [];
    for (const name of engineColumns(resource)) {
      if (!columns!.has(name)) problems.push(`${name}: no such column`);
    }
    for (const [name, def] of Object.entries(resource.fields)) {
      if (def.virtual) continue;
      const dataType = columns!.get(name);
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
    expect(problems).toEqual([]);
  });
});
