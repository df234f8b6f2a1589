/**
 * Offline use: the page registers its service worker (workers/service.worker.ts, built to
 * ./sw.js), which keeps the built page for when the network is off. Where service workers are
 * missing (a file: URL, a private window that refuses them) the page works as before, online.
 */
export function registerOffline(): void {
  if (!('serviceWorker' in navigator) || location.protocol === 'file:') return;
  navigator.serviceWorker.register('./sw.js').catch(() => undefined);
}
