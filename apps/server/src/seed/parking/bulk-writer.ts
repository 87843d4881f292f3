import type SqliteDatabase from 'better-sqlite3';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DatabaseKind } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { StayDraft } from './stay-generator.js';
import { seededOrderNo, ticketNo } from './stay-writer.js';

/** What the bulk loader needs of a database handle: Kysely, and on SQLite the driver underneath. */
export interface BulkTarget {
  db: Kysely<Database>;
  kind: DatabaseKind;
  sqlite?: SqliteDatabase.Database;
}

/** Writes one batch of closed stays (records, their orders and releases) in one transaction. */
export interface StayLoader {
  write(drafts: readonly StayDraft[], seq: number): Promise<void>;
}

type PgType = 'bigint' | 'integer' | 'smallint' | 'text';
type Columns<T extends keyof Database> = readonly (readonly [
  keyof Insertable<Database[T]> & string,
  PgType,
])[];

// The columns written, with the PostgreSQL array type each travels in (unnest($n::type[])).
// entry_image and exit_image are always null in generated stays and keep their default.
const RECORD_COLUMNS: Columns<'parking_record'> = [
  ['merchant_id', 'bigint'],
  ['park_id', 'bigint'],
  ['plate', 'text'],
  ['plate_color', 'smallint'],
  ['car_type', 'smallint'],
  ['card_type', 'smallint'],
  ['card_no', 'text'],
  ['car_id', 'bigint'],
  ['ticket_no', 'text'],
  ['entry_time', 'bigint'],
  ['entry_gate', 'text'],
  ['exit_time', 'bigint'],
  ['exit_gate', 'text'],
  ['status', 'smallint'],
  ['amount', 'bigint'],
  ['paid_amount', 'bigint'],
  ['pay_type', 'smallint'],
  ['pay_mode', 'smallint'],
  ['business', 'text'],
  ['transfer_status', 'smallint'],
  ['remark', 'text'],
];
const ORDER_COLUMNS: Columns<'payment_order'> = [
  ['merchant_id', 'bigint'],
  ['park_id', 'bigint'],
  ['order_no', 'text'],
  ['record_id', 'bigint'],
  ['plate', 'text'],
  ['plate_color', 'smallint'],
  ['car_type', 'smallint'],
  ['entry_time', 'bigint'],
  ['exit_time', 'bigint'],
  ['duration', 'integer'],
  ['amount', 'bigint'],
  ['discount_amount', 'bigint'],
  ['paid_amount', 'bigint'],
  ['pay_type', 'smallint'],
  ['pay_mode', 'smallint'],
  ['business', 'text'],
  ['status', 'smallint'],
  ['overdraft', 'smallint'],
  ['transfer_status', 'smallint'],
  ['pay_time', 'bigint'],
  ['create_time', 'bigint'],
];
const RELEASE_COLUMNS: Columns<'release_record'> = [
  ['merchant_id', 'bigint'],
  ['park_id', 'bigint'],
  ['record_id', 'bigint'],
  ['plate', 'text'],
  ['plate_color', 'smallint'],
  ['gate', 'text'],
  ['reason', 'text'],
  ['waived_amount', 'bigint'],
  ['operator_id', 'bigint'],
  ['operator_name', 'text'],
  ['release_time', 'bigint'],
];

type Value = string | number | null;

/*
 * The values of one row in the order of the column lists above, built straight from the draft:
 * the same fields as recordRow/orderRow/releaseRow of stay-writer.ts (the Kysely writer), without
 * an object per row to pick them from again. bulk-load.test.ts checks both writers give equal rows.
 */
function recordValues(d: StayDraft, ticket: string): Value[] {
  const o = d.order;
  return [
    d.park.merchant_id,
    d.park.id,
    d.plate,
    d.plate_color,
    d.car_type,
    d.card_type,
    d.card_no,
    d.car_id,
    ticket,
    d.entry_time,
    d.entry_gate,
    d.exit_time,
    d.exit_gate,
    d.status,
    d.fee,
    o?.paid ?? 0,
    o?.pay_type ?? null,
    o?.pay_mode ?? null,
    o?.business ?? null,
    o?.transfer_status ?? 0,
    d.remark,
  ];
}

function orderValues(
  d: StayDraft,
  o: NonNullable<StayDraft['order']>,
  recordId: number,
  seq: number,
): Value[] {
  return [
    d.park.merchant_id,
    d.park.id,
    seededOrderNo('P', o.create_time, seq),
    recordId,
    d.plate,
    d.plate_color,
    d.car_type,
    d.entry_time,
    d.exit_time,
    Math.ceil(Math.max(0, d.exit_time - d.entry_time) / 60),
    o.amount,
    o.discount,
    o.paid,
    o.pay_type,
    o.pay_mode,
    o.business,
    o.status,
    o.status === 0 ? 1 : 0,
    o.transfer_status,
    o.pay_time,
    o.create_time,
  ];
}

function releaseValues(d: StayDraft, r: NonNullable<StayDraft['release']>, recordId: number): Value[] {
  return [
    d.park.merchant_id,
    d.park.id,
    recordId,
    d.plate,
    d.plate_color,
    r.gate,
    r.reason,
    d.fee,
    d.park.operator.id,
    d.park.operator.name,
    d.exit_time,
  ];
}

/**
 * SQLite: one prepared INSERT per table run row by row inside one transaction per batch. A
 * prepared single-row insert costs a few microseconds in better-sqlite3 (no SQL text to build or
 * parse, no bound-parameter limit), and each record's id comes back as lastInsertRowid, so its
 * order and release point at it without a RETURNING round.
 */
function sqliteLoader(sqlite: SqliteDatabase.Database): StayLoader {
  const insert = (table: string, columns: readonly (readonly [string, PgType])[]) =>
    sqlite.prepare(
      `insert into "${table}" (${columns.map(([c]) => `"${c}"`).join(', ')}) values (${columns.map(() => '?').join(', ')})`,
    );
  const records = insert('parking_record', RECORD_COLUMNS);
  const orders = insert('payment_order', ORDER_COLUMNS);
  const releases = insert('release_record', RELEASE_COLUMNS);
  const batch = sqlite.transaction((drafts: readonly StayDraft[], seq: number) => {
    drafts.forEach((d, i) => {
      const id = Number(records.run(recordValues(d, ticketNo(d, seq + i))).lastInsertRowid);
      if (d.order) orders.run(orderValues(d, d.order, id, seq + i));
      if (d.release) releases.run(releaseValues(d, d.release, id));
    });
  });
  return {
    async write(drafts, seq) {
      batch(drafts, seq);
    },
  };
}

/**
 * PostgreSQL: one statement per table and batch, `INSERT ... SELECT * FROM unnest($1::bigint[],
 * $2::text[], ...)`: one bound array per column, so 10,000 rows are three statements whatever their
 * width. Record ids are drawn from the table's own identity sequence first (nextval, safe beside
 * other writers), so orders and releases can name them in the same round.
 */
function postgresLoader(db: Kysely<Database>): StayLoader {
  const unnestInsert = (
    table: 'parking_record' | 'payment_order' | 'release_record',
    columns: readonly (readonly [string, PgType])[],
    rows: readonly Value[][],
    ids?: readonly number[],
  ) => {
    const all: (readonly [string, PgType])[] = ids ? [['id', 'bigint'], ...columns] : [...columns];
    const arrays = all.map((_, c) =>
      ids ? (c === 0 ? ids : rows.map((r) => r[c - 1]!)) : rows.map((r) => r[c]!),
    );
    return sql`insert into ${sql.table(table)} (${sql.join(all.map(([c]) => sql.ref(c)))})
      select * from unnest(${sql.join(all.map(([, type], c) => sql`${arrays[c]}::${sql.raw(type)}[]`))})`;
  };
  return {
    async write(drafts, seq) {
      if (drafts.length === 0) return;
      await db.transaction().execute(async (trx) => {
        // Seed data is regenerated, not precious: the commit need not wait for the WAL flush.
        await sql`set local synchronous_commit = off`.execute(trx);
        const reserved = await sql<{ id: number }>`
          select nextval(pg_get_serial_sequence('parking_record', 'id')) as id
          from generate_series(1, ${drafts.length})`.execute(trx);
        const ids = reserved.rows.map((r) => Number(r.id));
        const records: Value[][] = [];
        const orders: Value[][] = [];
        const releases: Value[][] = [];
        drafts.forEach((d, i) => {
          records.push(recordValues(d, ticketNo(d, seq + i)));
          if (d.order) orders.push(orderValues(d, d.order, ids[i]!, seq + i));
          if (d.release) releases.push(releaseValues(d, d.release, ids[i]!));
        });
        await unnestInsert('parking_record', RECORD_COLUMNS, records, ids).execute(trx);
        if (orders.length > 0) await unnestInsert('payment_order', ORDER_COLUMNS, orders).execute(trx);
        if (releases.length > 0) await unnestInsert('release_record', RELEASE_COLUMNS, releases).execute(trx);
      });
    },
  };
}

export function stayLoader(target: BulkTarget): StayLoader {
  if (target.kind === 'postgres') return postgresLoader(target.db);
  if (!target.sqlite) throw new Error('bulk load on SQLite needs the better-sqlite3 connection');
  return sqliteLoader(target.sqlite);
}
