/**
 * A list's bulk actions (ListConfig.bulk): what the selected rows can have done to them at once.
 * Each action takes or skips a row by the row menu's own rule, and calls the per-record endpoint
 * for each row it takes; an action that asks something first (a payment's cancel reasons) does it
 * once for all rows, in its `Prepare` step, which hands back the call with the answers in it.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { BulkRule } from './bulk-run';

/** One row's call (the per-record endpoint). */
export type BulkCall<Row> = (row: Row, signal: AbortSignal) => Promise<unknown>;

/** The step that asks what the action needs (inside the confirmation), and its start button. */
export type BulkPrepareProps<Row> = {
  /** The start button's label (the action's), and whether it can be used yet. */
  confirmLabel: string;
  disabled: boolean;
  onReady: (call: BulkCall<Row>) => void;
  onCancel: () => void;
};

export type BulkAction<Row> = {
  id: string;
  /** A key of the list's texts: the bar's button and the confirmation's title. */
  label: string;
  color?: 'red';
  /** null to take a row, or the key (list's texts) of the reason it is skipped. */
  rule: BulkRule<Row>;
  /** Calls in flight at once; 1 runs them one after another (downloads). */
  concurrency?: number;
} & (
  | { call: BulkCall<Row>; Prepare?: undefined }
  | { Prepare: ComponentType<BulkPrepareProps<Row>>; call?: undefined }
);

export type ListBulk<Row> = {
  /** The row's name in its checkbox's accessible name ('Select Rent March'). */
  rowName: (row: Row) => string;
  /** A key of the list's texts with a count: '{{count}} payments'. */
  noun: string;
  /** The row's amount (euros), where the list has amounts: the bar and the confirmation sum them. */
  amount?: (row: Row) => number | null | undefined;
  actions?: readonly BulkAction<Row>[];
  /** What the actions make stale: the list's queries and the counts of the first page. */
  invalidates?: readonly QueryKey[];
};
