import type { AdDevice } from './types';

/**
 * Detects phones and tablets from `navigator`. iPadOS reports a desktop Mac user agent,
 * so a "Macintosh" with touch points counts as an iPad.
 */
export function detectDevice(
  nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> | undefined = globalThis.navigator,
): AdDevice {
  const ua = nav?.userAgent ?? '';
  const iPad = /iPad/.test(ua) || (/Macintosh/.test(ua) && (nav?.maxTouchPoints ?? 0) > 1);
  return { iPad, mobile: iPad || /Mobi|Android|iPhone|iPod/i.test(ua) };
}

/** Whether the in-video ad may show on this device: not on mobile, except iPad (spec section 4). */
export function pauseAdAllowed(device: AdDevice): boolean {
  return !device.mobile || device.iPad;
}
