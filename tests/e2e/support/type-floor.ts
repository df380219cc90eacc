import type { Page } from '@playwright/test';

/** The house's type floor (components/theme.css, the type scale): body text and secondary text. */
const BODY_PX = 13;
export const SECONDARY_PX = 12;

/**
 * Every piece of visible text set below its floor, named by its element, its text and its size.
 * Text is a text node (HTML or SVG, at the size the SVG is drawn) or what a form control shows
 * (its value, its placeholder, the chosen option). Secondary text is what theme.css marks
 * `--text-role: secondary`; it may be 12 px, everything else 13 px. Runs in the page, so it is one
 * self-contained function.
 */
function textUnderFloorInPage({
  BODY_PX,
  SECONDARY_PX,
}: {
  BODY_PX: number;
  SECONDARY_PX: number;
}) {
  const shown = (element: Element, node: Node) => {
    if (element.closest('.visually-hidden')) return false;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const range = document.createRange();
    range.selectNodeContents(node);
    // A form control's text has no node of its own: the control's box is the text's.
    const boxes = node === element ? element.getClientRects() : range.getClientRects();
    return [...boxes].some((box) => box.width > 0 && box.height > 0);
  };
  const under: string[] = [];
  const check = (element: Element, text: string) => {
    const style = getComputedStyle(element);
    // An SVG drawn larger or smaller than its viewBox scales its text with it.
    const matrix = element instanceof SVGGraphicsElement ? element.getScreenCTM() : null;
    const scale = matrix ? Math.hypot(matrix.a, matrix.b) : 1;
    const size = Math.round(Number.parseFloat(style.fontSize) * scale * 100) / 100;
    const secondary = style.getPropertyValue('--text-role').trim() === 'secondary';
    if (size >= (secondary ? SECONDARY_PX : BODY_PX)) return;
    const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
    const classes = [...element.classList].map((name) => `.${name}`).join('');
    const where = `${element.tagName.toLowerCase()}${classes}${testId ? ` in ${testId}` : ''}`;
    under.push(
      `${where} "${text.trim().slice(0, 40)}" ${size}px${secondary ? ' (secondary)' : ''}`,
    );
  };
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (texts.nextNode()) {
    const node = texts.currentNode;
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || parent.closest('option, script, style')) continue;
    if (shown(parent, node)) check(parent, node.textContent);
  }
  const controls = document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    'input:not([type="checkbox"], [type="radio"], [type="hidden"], [type="range"]), select, textarea',
  );
  for (const control of controls) {
    const text =
      control instanceof HTMLSelectElement
        ? (control.selectedOptions[0]?.textContent ?? '')
        : control.value || control.placeholder;
    if (text.trim() && shown(control, control)) check(control, text);
  }
  return under;
}

/** See textUnderFloorInPage. */
export function textUnderFloor(page: Page): Promise<string[]> {
  return page.evaluate(textUnderFloorInPage, { BODY_PX, SECONDARY_PX });
}
