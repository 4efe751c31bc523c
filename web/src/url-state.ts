/**
 * The view in the address: `#yut?dice=1234123412&mode=play&moves=1234` or
 * `#omok?size=15&rule=renju&moves=8+8,8+9`. The tab is the hash's path, each page's state its query,
 * so that reload, Back, Forward and a copied link give the same view. A page calls `syncUrl` after
 * every change: a person's action pushes a history entry, anything else (the page settling, an
 * autoplay step) replaces the current one.
 */
import { h, setText } from './dom.js';
import { savePng, saveSvg } from './export-image.js';
import { t } from './i18n.js';

/** What main.ts keeps of a page: show a link's view, and put the page's view in the address. */
export interface MountedPage {
  apply(params: URLSearchParams): void;
  refresh(): void;
}

/** The tab named by a hash (`#omok?size=15` is `omok`) and its query. */
export function parseHash(hash: string): { tab: string; params: URLSearchParams } {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  const mark = body.indexOf('?');
  return mark === -1
    ? { tab: body, params: new URLSearchParams() }
    : { tab: body.slice(0, mark), params: new URLSearchParams(body.slice(mark + 1)) };
}

/** The hash of a tab with its query (none when the query is empty). */
export function hashOf(tab: string, params: URLSearchParams): string {
  const query = params.toString();
  return query === '' ? `#${tab}` : `#${tab}?${query}`;
}

/** The address's next hash, not yet written (see `syncUrl`), and whether it is a new entry. */
let pending: { hash: string; push: boolean } | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/** The hash the address has, or will have once the write `syncUrl` put off is done. */
export function currentHash(): string {
  return pending?.hash ?? location.hash;
}

/**
 * Puts the view in the address: a new history entry when `push`, else the current one changed.
 * The write itself waits for the next task: `history.replaceState` costs the browser a round trip
 * (10–30 ms on a slow phone), which a click should not wait for. Writes asked for in one task
 * become one (a new entry if any of them asked for one).
 */
export function syncUrl(tab: string, params: URLSearchParams, push: boolean): void {
  const hash = hashOf(tab, params);
  const now = currentHash();
  if (now === hash) return;
  // A page still settling on a link it was opened with never adds an entry.
  const entry = push && parseHash(now).tab === tab;
  pending = { hash, push: entry || pending?.push === true };
  timer ??= setTimeout(flushUrl, 0);
}

/** Writes the address now if a write is waiting (before the tab changes, or a link is copied). */
export function flushUrl(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const write = pending;
  pending = undefined;
  if (write === undefined || location.hash === write.hash) return;
  if (write.push) history.pushState(null, '', write.hash);
  else history.replaceState(null, '', write.hash);
}

/**
 * Forgets a write still waiting: Back, Forward or a followed link changed the address, and the
 * view it names replaces the one the write was for.
 */
export function dropUrlWrite(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  pending = undefined;
}

/** "Save as SVG" and "Save as PNG" buttons for a page's board; `svg` draws it when asked. */
export class SaveButtons {
  private readonly svgButton: HTMLButtonElement;
  private readonly pngButton: HTMLButtonElement;
  readonly element: HTMLElement;

  constructor(prefix: string, name: string, svg: () => string) {
    this.svgButton = h('button', { id: `${prefix}-save-svg`, type: 'button' });
    this.pngButton = h('button', { id: `${prefix}-save-png`, type: 'button' });
    this.element = h('span', { class: 'save-image' }, this.svgButton, this.pngButton);
    this.svgButton.addEventListener('click', () => saveSvg(name, svg()));
    this.pngButton.addEventListener('click', () => void savePng(name, svg()));
    this.render();
  }

  render(): void {
    setText(this.svgButton, t('app.saveSvg'));
    setText(this.pngButton, t('app.savePng'));
  }
}

/** A "Copy link" button with its status line, for a page's controls. */
export class CopyLink {
  readonly button: HTMLButtonElement;
  private readonly status = h('span', { class: 'link-status', role: 'status' });
  readonly element: HTMLElement;
  private copied = false;

  constructor(id: string) {
    this.button = h('button', { id, type: 'button' });
    this.element = h('span', { class: 'copy-link' }, this.button, this.status);
    this.button.addEventListener('click', () => void this.copy());
    this.render();
  }

  private async copy(): Promise<void> {
    flushUrl();
    try {
      await navigator.clipboard.writeText(location.href);
      this.copied = true;
      this.render();
    } catch {
      // No clipboard (an insecure page, a refused permission): show the link to copy by hand.
      this.copied = false;
      this.status.textContent = location.href;
    }
  }

  /** Texts in the page's language. */
  render(): void {
    setText(this.button, t('app.copyLink'));
    setText(this.status, this.copied ? t('app.linkCopied') : '');
  }

  /** The view changed: the last "copied" no longer speaks of it. */
  reset(): void {
    if (!this.copied) return;
    this.copied = false;
    this.render();
  }
}

/** The longest link value a note repeats whole; a longer one is cut, with an ellipsis. */
const NOTE_VALUE_CHARS = 40;

/**
 * A link's value as a note on the page repeats it (both pages): a crafted link of 200,000 digits
 * is not printed whole.
 */
export function shortenedLinkValue(value: string): string {
  const chars = [...value];
  return chars.length <= NOTE_VALUE_CHARS ? value : `${chars.slice(0, NOTE_VALUE_CHARS).join('')}…`;
}
