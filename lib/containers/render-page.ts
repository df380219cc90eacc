import { type ComponentChild, options, render } from 'preact';

/** When no first frame with content is reported, this long after the first render is enough. */
const FIRST_FRAME_PATIENCE_MS = 250;

/** A performance mark at the moment the held effects were let go, named by what let them go. */
export const EFFECTS_RELEASED = {
  byFirstFrame: 'gatehouse:effects-after-first-frame',
  byPatience: 'gatehouse:effects-after-patience',
} as const;

type EffectScheduler = (flush: () => void) => void;
const scheduling = options as { requestAnimationFrame?: EffectScheduler };

/**
 * Renders a page's root into its `#app`, with its effects held until the browser reports the
 * page's first frame with content on screen (the `first-contentful-paint` entry), or for
 * FIRST_FRAME_PATIENCE_MS at most.
 *
 * Preact runs a render's effects after the next frame's callbacks, in a task of their own
 * (`options.requestAnimationFrame`, preact/hooks). For a page's first frame that is too soon:
 * the main thread has painted it, but it has not been rastered and shown yet, and the effects'
 * work (watchers, the port to the background, Dexie's import) took the CPU from the raster
 * threads. On a two-core machine the popup's first row reached the screen 15–21 ms later for it
 * (README, "Benchmarks"). Later renders keep Preact's own timing; and a component that renders
 * again before the first frame still runs its pending effects with that render (Preact's rule).
 */
export function renderPage(root: ComponentChild) {
  holdEffectsUntilFirstFrame();
  render(root, document.getElementById('app') as HTMLElement);
}

/** Holds Preact's effects until the first frame with content is reported, or the patience is over. */
export function holdEffectsUntilFirstFrame() {
  const held: (() => void)[] = [];
  let released = false;
  let watcher: PerformanceObserver | undefined;
  const release = (mark: string) => {
    if (released) return;
    released = true;
    clearTimeout(overdue);
    watcher?.disconnect();
    performance.mark(mark);
    // Preact's own scheduling from now on; what waited runs in a task of its own, as it would have.
    scheduling.requestAnimationFrame = undefined;
    for (const flush of held.splice(0)) setTimeout(flush);
  };
  const overdue = setTimeout(() => release(EFFECTS_RELEASED.byPatience), FIRST_FRAME_PATIENCE_MS);
  scheduling.requestAnimationFrame = (flush) => held.push(flush);
  // A browser without paint entries reports none: the patience then lets the effects go.
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return;
  watcher = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0)
      release(EFFECTS_RELEASED.byFirstFrame);
  });
  watcher.observe({ type: 'paint', buffered: true });
}
