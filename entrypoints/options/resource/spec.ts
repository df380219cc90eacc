import type { ComponentChildren } from 'preact';
import type { FieldSpec, FormValues } from '../../../components/options/form-model';
import type { LookupData } from './useLookups';

/** Everything a management section needs to know about one resource; the section does the rest. */
export interface ResourceSpec<Row> {
  /** Route segment and Dexie table, e.g. `categories` (`#/categories/<id>`). */
  key: string;
  table: string;
  title: string;
  singular: string;
  idOf: (row: Row) => string;
  nameOf: (row: Row) => string;
  /** Extra list columns after the name. */
  columns: { label: string; value: (row: Row) => string | number }[];
  searchText: (row: Row) => string;
  fields: (lookups: LookupData) => FieldSpec[];
  blank: FormValues;
  fromRow: (row: Row) => FormValues;
  /** Write operations (lib/outbox/operations.ts names); a missing one hides that action. */
  operations: { create?: string; update?: string; delete?: string };
  /** Special actions on one record: pause, end, stickiness… */
  actions?: (row: Row) => { label: string; operation: string; payload: unknown }[];
  /** Extra read-only content on the detail view (charts, comments). */
  detail?: (row: Row) => ComponentChildren;
  /** Adjust a payload before sending, e.g. ids → numbers; default: as the form made it. */
  finishPayload?: (
    payload: Record<string, unknown>,
    mode: 'create' | 'update',
  ) => Record<string, unknown>;
}
