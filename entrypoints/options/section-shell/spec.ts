import type { ComponentChildren, FunctionComponent } from 'preact';
import type { FormFrame } from '../../../components/options/form/FormShell';
import type { Choice } from '../../../components/options/form-model';
import type { StatusTone } from '../../../components/options/StatusBadge';
import type { WriteCommand, WriteName } from '../../../lib/messaging/protocol';
import { crudNames } from '../../../lib/model/operation-names';
import type { OutboxRow } from '../../../lib/model/outbox-row';
import type { ResourceName } from '../../../lib/model/resources';
import type { LookupData, LookupName } from './useLookups';

/** A list column; `lookups` names what a row only references (a monitor's category id). */
export interface ResourceColumn<Row> {
  label: string;
  value: (row: Row, lookups: LookupData) => string | number;
  /** What the column sorts by when that is not the shown text (dates, durations, ranks). */
  sortValue?: (row: Row, lookups: LookupData) => string | number;
  /** Shown as a coloured badge with the value as its text, in this tone (a monitor's status). */
  tone?: (row: Row) => StatusTone;
}

/** A select above the list that narrows it, e.g. incidents open / resolved / all. */
export interface ResourceFilter<Row> {
  label: string;
  choices: Choice[];
  initial: string;
  matches: (row: Row, choice: string) => boolean;
}

/** A write the list's selection may take at once (pause, resume), one per record. */
export interface BulkAction {
  label: string;
  operation: WriteName;
  payload: Record<string, unknown>;
  /** "3 already paused: left as they were": records the write would not change. */
  unchangedText: (count: number) => string;
}

/** Edits of many records from the list: its actions, and a field they may all be given. */
export interface BulkEdits {
  actions: BulkAction[];
  /** A field set through the resource's update (a monitor's category), to one of `choices`. */
  move?: {
    field: string;
    label: string;
    choices: (lookups: LookupData) => Choice[];
    unchangedText: (count: number) => string;
  };
}

/** What a detail view may need besides its row. */
export interface DetailContext {
  lookups: LookupData;
  /** This record's writes not yet confirmed by the server (pending, failed…). */
  writes: OutboxRow[];
}

/** What the section hands a resource's own form (resources/*Form.tsx). */
export interface FormSlot<Row> {
  /** The record edited; none for a new one. */
  row?: Row;
  /** A refused write's payload: the form comes back as the user typed it. */
  typed?: unknown;
  lookups: LookupData;
  frame: FormFrame;
  /**
   * Sends the form's create or update. The section knows the rest: a refused write goes again as
   * the same queued row, an empty update is "Nothing changed.", the answer lands in `frame`.
   */
  send: (command: WriteCommand) => Promise<void>;
}

/**
 * The writes a section offers: its resource's declared create, update and delete
 * (lib/model/resources.ts); one it lacks hides that action.
 */
export function sectionWrites(table: ResourceName) {
  const { create, update, delete: remove } = crudNames(table);
  return { create, update, delete: remove };
}

/** Everything a management section needs to know about one resource; the section does the rest. */
export interface ResourceSpec<Row> {
  /** Route segment and Dexie table, e.g. `categories` (`#/categories/<id>`). */
  key: string;
  /** Also names its records, one and many, and gives its writes (lib/model/resources.ts). */
  table: ResourceName;
  title: string;
  idOf: (row: Row) => string;
  nameOf: (row: Row) => string;
  /** Header of the first column, which shows `nameOf` and links to the detail; default `Name`. */
  nameLabel?: string;
  /** Its own typed form over its write commands (resources/*Form.tsx); none: no create or edit. */
  Form?: FunctionComponent<FormSlot<Row>>;
  /** Extra list columns after the name. */
  columns: ResourceColumn<Row>[];
  /** Selects that narrow the list, next to the search box. */
  filters?: ResourceFilter<Row>[];
  /** The list's first order, by a column label; default: by name, ascending. */
  defaultSort?: { column: string; descending?: boolean };
  /**
   * A Dexie index in the default sort's order: the list draws its first screen off it while the
   * whole table is read (a large table: monitors).
   */
  firstRowsIndex?: string;
  /**
   * How many records the table holds, where that is kept rather than counted: the list says it
   * beside its first screen, and IndexedDB counts a table by walking it.
   */
  keptCount?: () => Promise<number>;
  searchText: (row: Row) => string;
  /**
   * The lookup tables the list's columns and the forms' fields read; the rest stay empty. Read
   * per need: only a form that picks monitors reads the monitors table.
   */
  lookups?: { list?: LookupName[]; form?: LookupName[] };
  /** Special actions on one record: pause, end, stickiness… */
  actions?: (
    row: Row,
  ) => { label: string; operation: WriteName; payload: Record<string, unknown> }[];
  /**
   * A box per row and a bar of edits for the records selected (the resource's delete too);
   * none: the list has no boxes.
   */
  bulk?: BulkEdits;
  /** Extra content on the detail view (charts, comments); it may send its own commands. */
  detail?: (row: Row, context: DetailContext) => ComponentChildren;
  /** Shown above the create form: what it leaves out, and why. */
  createNote?: string;
}
