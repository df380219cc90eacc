/** How the glance fits its page, as measured inside it by `glanceFitInPage`. */
export interface GlanceFit {
  /** The page's own sideways extent and its width: equal when nothing pokes out. */
  scrollWidth: number;
  clientWidth: number;
  /** Boxes inside the page that scroll sideways themselves (a list wider than its scroller). */
  scrollingSideways: string[];
  /** Parts a user needs that lie, even in part, outside the page or their clipping boxes. */
  outside: string[];
  /** The monitors' names in view (rows, open incidents) and the room each has. */
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
 * The glance's window: the page's own, or (`inSidebar`) Firefox's open sidebar, a window of the
 * same extension that a test cannot reach but through another page of it.
 */
function glanceWindow(inSidebar: boolean): Window | undefined {
  type Extension = { extension: { getViews(filter: { type: string }): Window[] } };
  const api = (globalThis as unknown as { browser: Extension }).browser;
  return inSidebar ? api.extension.getViews({ type: 'sidebar' })[0] : window;
}

/** Playwright's and puppeteer's pages both evaluate an expression this way. */
interface EvaluatingPage {
  evaluate(expression: string): Promise<unknown>;
}

/**
 * Runs `inGlance` in `page` on the glance's window (`glanceWindow`), in Chromium through
 * Playwright or in Firefox through puppeteer: so `inGlance` is one self-contained function, and
 * `arg` travels as JSON.
 */
export async function evaluateInGlance<Arg, Result>(
  page: EvaluatingPage,
  inSidebar: boolean,
  inGlance: (win: Window | undefined, arg: Arg) => Result,
  arg: Arg,
): Promise<Result> {
  const view = `(${glanceWindow.toString()})(${JSON.stringify(inSidebar)})`;
  return (await page.evaluate(
    `(${inGlance.toString()})(${view}, ${JSON.stringify(arg)})`,
  )) as Result;
}

/** Measures the glance in `win`: one self-contained function (see `evaluateInGlance`). */
function glanceFitInPage(win: Window | undefined, important: string[]): GlanceFit {
  if (!win) throw new Error('no sidebar of the extension is open');
  const doc = win.document;
  const root = doc.documentElement;
  const style = (element: Element) => win.getComputedStyle(element);
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''}`;
  const scroller = doc.querySelector('.monitor-scroller')?.getBoundingClientRect();
  const inView = (rect: DOMRect) =>
    rect.height > 0 && (!scroller || (rect.bottom > scroller.top && rect.top < scroller.bottom));
  const scrollingSideways = [...doc.querySelectorAll('body *')]
    .filter((element) => {
      const overflow = style(element).overflowX;
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
      if (style(box).overflowX === 'visible') continue;
      const clip = box.getBoundingClientRect();
      if (rect.left < clip.left - 0.5 || rect.right > clip.right + 0.5) return true;
    }
    return false;
  };
  const rows = [...doc.querySelectorAll('[data-testid="monitor-row"]')].filter((row) =>
    inView(row.getBoundingClientRect()),
  );
  const rowParts = rows.flatMap((row) => [
    ...row.querySelectorAll('.status-pill, [data-testid="pause-toggle"], .row-menu button'),
  ]);
  const outside = [...important.flatMap((s) => [...doc.querySelectorAll(s)]), ...rowParts]
    .filter((element) => element.getBoundingClientRect().width > 0 && cut(element))
    .map(describe);
  // The monitors' names in the rows in view and in the open incidents' list.
  const names = [
    ...rows.flatMap((row) => [...row.querySelectorAll('[data-testid="monitor-name"]')]),
    ...doc.querySelectorAll('[data-testid="incident-item"] > a'),
  ].map((name) => ({ text: name.textContent ?? '', width: name.clientWidth }));
  // "Average name": 12 characters of a name as people write them, in the names' own font.
  const probe = doc.createElement('span');
  const nameFont = rows.length ? style(doc.querySelector('.monitor-name') as Element).font : '';
  probe.textContent = 'Average name';
  Object.assign(probe.style, {
    position: 'absolute',
    whiteSpace: 'pre',
    visibility: 'hidden',
    font: nameFont,
  });
  doc.body.append(probe);
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

/**
 * How the glance in `page` fits its width right now; with `inSidebar`, how the one in Firefox's
 * open sidebar does, measured from `page`, another page of the extension.
 */
export function measureGlanceFit(page: EvaluatingPage, inSidebar = false) {
  return evaluateInGlance(page, inSidebar, glanceFitInPage, IMPORTANT);
}

/** What a user would notice about `fit`, in words: none when the glance fits its width. */
export function fitProblems(fit: GlanceFit): string[] {
  const twelve = Math.ceil(fit.twelveCharacters);
  return [
    ...(fit.scrollWidth > fit.clientWidth
      ? [`the page scrolls sideways: ${fit.scrollWidth} px wide in ${fit.clientWidth} px`]
      : []),
    ...fit.scrollingSideways.map((box) => `scrolls sideways: ${box}`),
    ...fit.outside.map((part) => `cut off at the side: ${part}`),
    ...(fit.names.length < 4 ? [`only ${fit.names.length} monitor names in view`] : []),
    ...fit.names
      .filter((name) => name.width < fit.twelveCharacters)
      .map((name) => `"${name.text}" has ${name.width} px; 12 characters need ${twelve} px`),
  ];
}
