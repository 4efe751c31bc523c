/** Small DOM helpers: the page is plain TypeScript and the DOM, without a framework. */

type Attributes = Record<string, string | number | boolean | undefined>;
type Child = Node | string | null | undefined | false;

function setAttributes(element: Element, attributes: Attributes): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
}

function append(element: Element, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
}

/** Creates an HTML element with attributes and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  setAttributes(element, attributes);
  append(element, children);
  return element;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Creates an SVG element with attributes and children. */
export function s<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG_NS, tag);
  setAttributes(element, attributes);
  append(element, children);
  return element;
}

/** True when the person asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Sets `element`'s text only when it differs: writing the same text still replaces the text node,
 * and the browser then restyles and lays out the page again (a cost paid on every click).
 */
export function setText(element: Element, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}

/** The key of each element's last `writeWhen`. */
const written = new WeakMap<Element, string>();

/**
 * Runs `write` (which fills `element`) only when `key`, everything the contents depend on, differs
 * from the key of its last write: the page re-renders on every change, but rebuilds an element
 * (a select's options, a button's icon and words) only when what it shows changed.
 */
export function writeWhen(element: Element, key: string, write: () => void): void {
  if (written.get(element) === key) return;
  written.set(element, key);
  write();
}

/** Sets an attribute only when its value differs (an equal write still invalidates styles). */
export function setAttr(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/**
 * Runs `work` in a task of its own once the browser has drawn what the current task changed (the
 * next frame, then a task): a click writes what the first screen shows and paints it, and the rest
 * of the page is written after, so that one long task becomes two short ones. A page that draws no
 * frames (a hidden tab) runs it after `FRAME_WAIT_MS`.
 */
export function afterPaint(work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, FRAME_WAIT_MS);
}

/** How long `afterPaint` waits for a frame before it runs its work anyway. */
const FRAME_WAIT_MS = 250;

/**
 * Runs `work` at the browser's next idle moment, within `IDLE_WAIT_MS` at the latest (or soon,
 * where it has no idle callbacks): the pages' warm-ups are for the first clicks, which come within
 * seconds of the page opening (the Yut page's warm-up had this limit before the pages shared this).
 */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(() => work(), { timeout: IDLE_WAIT_MS });
  } else setTimeout(work, 200);
}

/** The longest `whenIdle` waits for an idle moment. */
const IDLE_WAIT_MS = 2000;

/**
 * Scrolls so that `element` is below the board that stays on the screen above it (sticky on a
 * phone) and above the bottom of the window, as far as it fits: never so far down that its top
 * goes under the board. No change of layout (a board that stopped being sticky moved the page
 * under a tap). `board` is the board's column; beside the element (a large screen) it covers
 * nothing.
 */
export function keepBelowBoard(element: Element, board: Element | null | undefined): void {
  if (board === null || board === undefined) return;
  const box = element.getBoundingClientRect();
  const onTop = board.getBoundingClientRect();
  const over = onTop.left < box.right && onTop.right > box.left;
  const sticky = over && getComputedStyle(board).position === 'sticky';
  const top = sticky ? onTop.bottom : 0;
  const margin = 8;
  if (box.top < top + margin) window.scrollBy(0, box.top - top - margin);
  else if (box.bottom > window.innerHeight - margin) {
    window.scrollBy(0, Math.min(box.bottom - window.innerHeight + margin, box.top - top - margin));
  }
}
