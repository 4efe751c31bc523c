/**
 * The playground's entry: language, tabs, and the two pages. Each page is built the first time its
 * tab opens, so the page that is not looked at costs nothing.
 */
import { initLang, lang, onLangChange, setLang } from './i18n.js';
import type { Lang } from './i18n-language.js';
import { mountOmok } from './omok/page.js';
import { dropUrlWrite, flushUrl, type MountedPage, parseHash } from './url-state.js';
import { mountYut } from './yut/page.js';

const TABS = ['yut', 'omok'] as const;
type Tab = (typeof TABS)[number];
const mounts: Record<Tab, (root: HTMLElement) => MountedPage> = { yut: mountYut, omok: mountOmok };
const mounted = new Map<Tab, MountedPage>();

function tabButton(tab: Tab): HTMLButtonElement {
  return document.getElementById(`tab-${tab}`) as HTMLButtonElement;
}

function panel(tab: Tab): HTMLElement {
  return document.getElementById(`panel-${tab}`)!;
}

/**
 * Shows `tab`: with `params`, the view of a link (or of Back and Forward); without, as the page
 * last was, put back into the address (a new history entry when a person switched tabs).
 */
function openTab(tab: Tab, focus = false, params?: URLSearchParams, push = false): void {
  // The page's last change lands in its own entry before the tab's.
  flushUrl();
  let page = mounted.get(tab);
  if (page === undefined) {
    page = mounts[tab](panel(tab));
    mounted.set(tab, page);
    setLang(lang(), false);
    params ??= new URLSearchParams();
  }
  for (const other of TABS) {
    const selected = other === tab;
    const button = tabButton(other);
    button.setAttribute('aria-selected', String(selected));
    button.tabIndex = selected ? 0 : -1;
    panel(other).hidden = !selected;
  }
  if (focus) tabButton(tab).focus();
  if (parseHash(location.hash).tab !== tab) {
    if (push) history.pushState(null, '', `#${tab}`);
    else history.replaceState(null, '', `#${tab}`);
  }
  if (params !== undefined) page.apply(params);
  else page.refresh();
}

function tabFromHash(): Tab {
  const wanted = parseHash(location.hash).tab;
  return TABS.find((tab) => tab === wanted) ?? 'yut';
}

/** Opens the tab and the view the address names (on load, Back, Forward, an edited hash). */
function openFromUrl(): void {
  // A write still waiting was for the view the address has just left.
  dropUrlWrite();
  openTab(tabFromHash(), false, parseHash(location.hash).params);
}

function wireTabs(): void {
  for (const tab of TABS) {
    const button = tabButton(tab);
    button.addEventListener('click', () => openTab(tab, false, undefined, true));
    // Arrow keys move between tabs (the WAI-ARIA tabs pattern); Home and End jump to the ends.
    button.addEventListener('keydown', (event) => {
      const index = TABS.indexOf(tab);
      const next =
        event.key === 'ArrowRight'
          ? TABS[(index + 1) % TABS.length]
          : event.key === 'ArrowLeft'
            ? TABS[(index + TABS.length - 1) % TABS.length]
            : event.key === 'Home'
              ? TABS[0]
              : event.key === 'End'
                ? TABS[TABS.length - 1]
                : undefined;
      if (next === undefined) return;
      event.preventDefault();
      openTab(next, true, undefined, true);
    });
  }
  // Back and Forward (popstate) and a hash typed or followed (hashchange) show the named view.
  window.addEventListener('popstate', openFromUrl);
  // Leaving the page writes a change the address still waits for.
  window.addEventListener('pagehide', flushUrl);
  window.addEventListener('hashchange', openFromUrl);
  // The skip link moves focus to the open panel without touching the hash the tabs live in.
  document.querySelector('.skip-link')?.addEventListener('click', (event) => {
    event.preventDefault();
    document.getElementById('panels')?.focus();
  });
}

function wireLanguageSwitch(): void {
  const buttons = document.querySelectorAll<HTMLButtonElement>('.lang-switch button');
  const update = () => {
    for (const button of buttons)
      button.setAttribute('aria-pressed', String(button.dataset.lang === lang()));
  };
  for (const button of buttons) {
    button.addEventListener('click', () => setLang(button.dataset.lang as Lang));
  }
  onLangChange(update);
  update();
}

/**
 * Registers the service worker of the build (web/service-worker.js), which caches every file so
 * that the page works offline after one visit. Not under Vite's development server (port 5173,
 * which serves no sw.js), nor where the browser has none (an insecure address but localhost).
 */
function registerServiceWorker(): void {
  if (location.port === '5173' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('./sw.js').catch(() => {
    // Without it the page still works online; nothing to tell the person.
  });
}

initLang();
registerServiceWorker();
wireLanguageSwitch();
wireTabs();
openFromUrl();
