import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { vapidAuthorization } from '../../src/server/push/vapidAuthorization';

const KEYS = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@restoboard.test' };
const HOUR = 3600_000;
const claimsOf = (header: string) =>
  JSON.parse(Buffer.from(header.split(' ')[1].slice(2).split('.')[1], 'base64url').toString()) as {
    aud: string;
    exp: number;
  };

describe('the VAPID authorization of pushes', () => {
  it('is one token per push service, reused within the hour and signed anew after it', () => {
    const vapid = vapidAuthorization(KEYS);
    const at = Date.UTC(2026, 10, 30, 6);
    const fcm = vapid.headerFor('https://fcm.googleapis.com/fcm/send/a', at);
    expect(vapid.headerFor('https://fcm.googleapis.com/fcm/send/b', at + HOUR - 1)).toBe(fcm);
    const mozilla = vapid.headerFor('https://updates.push.services.mozilla.com/wpush/v2/c', at);
    expect(mozilla).not.toBe(fcm);
    expect(claimsOf(mozilla).aud).toBe('https://updates.push.services.mozilla.com');
    expect(claimsOf(fcm)).toMatchObject({ aud: 'https://fcm.googleapis.com', exp: at / 1000 + 12 * 3600 });
    const later = vapid.headerFor('https://fcm.googleapis.com/fcm/send/a', at + HOUR);
    expect(claimsOf(later).exp).toBe((at + HOUR) / 1000 + 12 * 3600);
  });
});
