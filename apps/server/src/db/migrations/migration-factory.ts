import type { Migration } from 'kysely';
import type { DatabaseKind } from '../../config.js';

/** A migration is built for one dialect, so the few DDL differences stay inside dialect-helpers. */
export type MigrationFactory = (kind: DatabaseKind) => Migration;
