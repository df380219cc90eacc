import type { Locator } from '@playwright/test';

/**
 * The characters of `element` the user can actually see: each one laid out inside every box
 * that clips it (overflow hidden), in order, with "…" where a run of them is hidden. What
 * `innerText` cannot tell: it returns clipped text too.
 */
export function visibleText(element: Locator): Promise<string> {
  return element.evaluate((root) => {
    const clips: DOMRect[] = [];
    for (let box: Element | null = root; box; box = box.parentElement) {
      if (getComputedStyle(box).overflowX !== 'visible') clips.push(box.getBoundingClientRect());
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let shown = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const own =
        parent && getComputedStyle(parent).overflowX !== 'visible'
          ? [parent.getBoundingClientRect()]
          : [];
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = range.getBoundingClientRect();
        // A space where a line wraps takes no room, yet hides nothing.
        if (r.width === 0 && /\s/.test(text[i] ?? '')) {
          shown += ' ';
          continue;
        }
        const inside = [...clips, ...own].every(
          (c) => r.width > 0 && r.left >= c.left - 0.5 && r.right <= c.right + 0.5,
        );
        if (inside) shown += text[i];
        else if (!shown.endsWith('…')) shown += '…';
      }
    }
    return shown;
  });
}

/** How many rows of the list are in view, counting a part-visible row by the part shown. */
export function rowsInView(list: Locator): Promise<number> {
  return list.evaluate((scroller) => {
    const view = scroller.getBoundingClientRect();
    const bottom = Math.min(view.bottom, window.innerHeight);
    let rows = 0;
    for (const row of scroller.querySelectorAll('[data-testid="monitor-row"]')) {
      const r = row.getBoundingClientRect();
      const shown = Math.min(r.bottom, bottom) - Math.max(r.top, view.top);
      if (shown > 0) rows += shown / r.height;
    }
    return rows;
  });
}
