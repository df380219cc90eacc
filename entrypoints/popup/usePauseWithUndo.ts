import { useEffect, useState } from 'preact/hooks';
import type { HeldPlace } from '../../lib/model/monitor-filter';
import type { MonitorRow } from '../../lib/model/rows';
import { popupActions } from './actions';

/** How long "Paused … Undo" stays: long enough to read and reach, short enough to be calm. */
export const UNDO_MS = 6000;

export interface PauseNotice {
  monitorId: string;
  name: string;
  paused: boolean;
  /** The background did not take it (a full disk): why, in words, and nothing to undo. */
  refused?: string;
}

/**
 * Pause and resume from a row: the row keeps its place while the popup is open, the user is told
 * what happened, and for a few seconds Undo sends the opposite command, through the same typed
 * write as the button.
 */
export function usePauseWithUndo() {
  const [held, setHeld] = useState<ReadonlyMap<string, HeldPlace>>(new Map());
  const [notice, setNotice] = useState<PauseNotice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const toggle = (monitor: MonitorRow) => {
    const paused = monitor.pause !== 'paused';
    if (!held.has(monitor.id))
      setHeld(new Map(held).set(monitor.id, { rank: monitor.rank, sortKey: monitor.sortKey }));
    const told = { monitorId: monitor.id, name: monitor.name, paused };
    setNotice(told);
    void popupActions.togglePause(monitor.id, paused).then((refused) => {
      // "Paused" was said before the answer came: take it back, in the same place.
      if (refused) setNotice((shown) => (shown === told ? { ...told, refused } : shown));
    });
  };
  const undo = () => {
    if (!notice) return;
    void popupActions.togglePause(notice.monitorId, !notice.paused);
    setNotice(null);
  };
  return { held, notice, toggle, undo, dismiss: () => setNotice(null) };
}
