/** How the glance fits its page, as measured inside it by `glanceFitInPage`. */
export interface GlanceFit {
  /** The page's own sideways extent and its width: equal when nothing pokes out. */
  scrollWidth: number;
  clientWidth: number;
  /** Boxes inside the page that scroll sideways themselves (a list wider than its scroller). */
  scrollingSideways: string[];
  /** Parts a user needs that lie, even in part, outside the page or their clipping boxes. */
  outside: string[];
  /** The names of the rows in view and the room each has. */
  names: { text: string; width: number }[];
  /** How wide 12 characters of a name are, in its own font. */
  twelveCharacters: number;
}

/** What the user needs from the glance, wherever it is drawn (their order on the page). */
const IMPORTANT = [
  '[data-testid="overall-state"]',
  '[data-testid="last-synced"]',
  '[data-testid="refresh"]',
  '[data-testid="settings-link"]',
  '[data-testid="search"]',
  '[data-testid="status-filter"]',
  '[data-testid="category-filter"]',
  '[data-testid="bulk-pause-open"]',
  '[data-testid="bulk-pause-form"] :is(label, select, input, button)',
  '[data-testid="incident-strip"] :is(h2, a, button)',
  '[data-testid="museum-strip"] :is(span, a, button)',
  '[data-testid="status-panel"]',
  '.popup-footer :is(a, button)',
];

/**
 * Runs in the page (Chromium through Playwright, Firefox through puppeteer), so it is one
 * self-contained function: its only input is the list of selectors.
 */
function glanceFitInPage(important: string[]): GlanceFit {
  const root = document.documentElement;
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''}`;
  const scroller = document.querySelector('.monitor-scroller')?.getBoundingClientRect();
  const inView = (rect: DOMRect) =>
    rect.height > 0 && (!scroller || (rect.bottom > scroller.top && rect.top < scroller.bottom));
  const scrollingSideways = [...document.querySelectorAll('body *')]
    .filter((element) => {
      const overflow = getComputedStyle(element).overflowX;
      return (
        (overflow === 'auto' || overflow === 'scroll') && element.scrollWidth > element.clientWidth
      );
    })
    .map((element) => `${describe(element)} ${element.scrollWidth} > ${element.clientWidth}`);
  /** Whether the box lies across the page's edge or the edge of a box that clips it. */
  const cut = (element: Element) => {
    const rect = element.getBoundingClientRect();
    if (rect.left < -0.5 || rect.right > root.clientWidth + 0.5) return true;
    for (let box = element.parentElement; box; box = box.parentElement) {
      if (getComputedStyle(box).overflowX === 'visible') continue;
      const clip = box.getBoundingClientRect();
      if (rect.left < clip.left - 0.5 || rect.right > clip.right + 0.5) return true;
    }
    return false;
  };
  const rows = [...document.querySelectorAll('[data-testid="monitor-row"]')].filter((row) =>
    inView(row.getBoundingClientRect()),
  );
  const rowParts = rows.flatMap((row) => [
    ...row.querySelectorAll('.status-pill, [data-testid="pause-toggle"], .row-menu button'),
  ]);
  const outside = [...important.flatMap((s) => [...document.querySelectorAll(s)]), ...rowParts]
    .filter((element) => element.getBoundingClientRect().width > 0 && cut(element))
    .map(describe);
  const names = rows.flatMap((row) => {
    const name = row.querySelector('[data-testid="monitor-name"]');
    return name ? [{ text: name.textContent ?? '', width: name.clientWidth }] : [];
  });
  const probe = document.createElement('span');
  const nameStyle = names.length
    ? getComputedStyle(document.querySelector('[data-testid="monitor-name"]') as Element)
    : null;
  probe.textContent = 'Average name';
  Object.assign(probe.style, {
    position: 'absolute',
    whiteSpace: 'pre',
    visibility: 'hidden',
    font: nameStyle?.font ?? '',
  });
  document.body.append(probe);
  const twelveCharacters = probe.getBoundingClientRect().width;
  probe.remove();
  return {
    scrollWidth: root.scrollWidth,
    clientWidth: root.clientWidth,
    scrollingSideways,
    outside,
    names,
    twelveCharacters,
  };
}

/** Anything that evaluates a function with one argument in a page: Playwright's or puppeteer's. */
interface EvaluatingPage {
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R>;
}

/** How the glance in `page` fits its width right now. */
export function measureGlanceFit(page: EvaluatingPage): Promise<GlanceFit> {
  return page.evaluate(glanceFitInPage, IMPORTANT);
}
