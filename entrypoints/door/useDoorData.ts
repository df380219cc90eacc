import { useEffect, useMemo } from 'preact/hooks';
import { useAfterFirstPaint, useLiveQuery } from '../../lib/containers/useLiveQuery';
import type { DoorView } from '../../lib/storage/ticket-queries';
import { qrObjectUrl } from './first-qr';

const loadLiveReads = () => import('./live-reads');

/**
 * Everything the door view shows (lib/storage/ticket-queries.ts doorView), in one IndexedDB read
 * and no network, kept current by a live query once Dexie has loaded; until then `firstScreen`.
 */
export function useDoorData(today: string, wantedId: string | null, firstScreen?: DoorView | null) {
  const live = useAfterFirstPaint(loadLiveReads);
  return useLiveQuery(
    live && (() => live.doorView(live.db, today, wantedId)),
    [today, wantedId],
    firstScreen ?? undefined,
  );
}

/**
 * An object URL for a cached PNG, made once per stored image (not per query run, which hands
 * out a new Blob each time) and revoked when no longer shown.
 */
/** `key` names the stored image: the memo follows it, not the Blob object. */
export function useImageUrl(png: Blob | null | undefined, key: string) {
  const url = useMemo(() => (png ? qrObjectUrl(png) : null), [key]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
