/**
 * The browser's side of Web Push: the service worker at the origin's root (public/sw.js) and its
 * push subscription. Nothing here talks to the API.
 */
export const SERVICE_WORKER_URL = '/sw.js';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** This browser's subscription, when it has one. */
export async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/**
 * Asks for permission first, while the click that asked still counts (null when refused), then
 * registers the service worker and subscribes with the key `publicKey` answers.
 */
export async function subscribeBrowser(publicKey: () => Promise<string>): Promise<PushSubscription | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(await publicKey()),
  });
}

/** What the API keeps of a subscription: its endpoint and keys. */
export function subscriptionInput(subscription: PushSubscription): { endpoint: string; p256dh: string; auth: string } {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? subscription.endpoint, p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' };
}
