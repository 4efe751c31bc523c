/**
 * The playground's service worker: at install it puts every file of the build (the page, its
 * scripts, styles and Web Workers, the icons and the manifest) into a cache named by the build's
 * version, and from then on answers from that cache, so the page works and reloads offline after
 * one visit. A new build has a new version: its worker installs beside the old one, takes over at
 * once and deletes the old caches. `ASSETS` and `VERSION` are written in front of this file by the
 * build (web/offline-plugin.ts); nothing is fetched from anywhere but the page's own origin.
 */
/* global ASSETS, VERSION */
const CACHE = `nori-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(ASSETS))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('nori-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  // A page (any hash, any query) is the one index.html; every other file is itself.
  const key =
    request.mode === 'navigate' ? new URL('./index.html', self.registration.scope).href : request;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(key, { ignoreSearch: request.mode === 'navigate' }))
      .then((cached) => cached ?? fetch(request)),
  );
});
