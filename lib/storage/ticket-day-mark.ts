import { storage } from 'wxt/utils/storage';

/**
 * The last day (YYYY-MM-DD, local) whose ticket-day reminder was raised or dropped
 * (lib/background/tickets/ticket-day.ts): in browser storage, so a worker stopped and
 * woken again later that day does not raise it twice. Days only move forward, so one day is enough.
 */
export const ticketDayRemindedItem = storage.defineItem<string | null>('local:ticketDayReminded', {
  fallback: null,
});
