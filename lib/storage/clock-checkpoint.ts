import { storage } from 'wxt/utils/storage';
import type { ClockCheckpoint } from '../model/clock-jump';

/**
 * What the worker last knew of the clock (lib/model/clock-jump.ts), in browser storage: it must
 * outlive the worker, and it is no record of the server's.
 */
export const clockCheckpointItem = storage.defineItem<ClockCheckpoint | null>(
  'local:clockCheckpoint',
  { fallback: null },
);
