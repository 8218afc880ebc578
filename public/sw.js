/**
 * Restoboard's service worker (scope: the whole origin). It shows the new orders the API pushes
 * to this browser (src/server/push/pushNotifier.ts: title, body, url, tag) and, when one is
 * clicked, opens that order in its restaurant's order history: in an open window of the app
 * (navigated first, then focused), else in a new one.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const message = event.data?.json();
  if (!message?.title) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      data: { url: message.url },
    }),
  );
});

async function openOrder(path) {
  const url = new URL(path ?? '/admin', self.location.origin).href;
  const [open] = await self.clients.matchAll({ type: 'window' });
  if (!open) return self.clients.openWindow(url);
  const navigated = await open.navigate(url);
  return (navigated ?? open).focus();
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openOrder(event.notification.data?.url));
});
