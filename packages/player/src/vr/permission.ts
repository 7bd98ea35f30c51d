import type { VrPermission } from '../core/types';

type PermissionFn = () => Promise<'granted' | 'denied' | 'default'>;

function permissionFns(): PermissionFn[] {
  const g = globalThis as unknown as {
    DeviceOrientationEvent?: { requestPermission?: PermissionFn };
    DeviceMotionEvent?: { requestPermission?: PermissionFn };
  };
  const fns: PermissionFn[] = [];
  // Both must be granted on iOS: motion and orientation are separate permissions there.
  for (const api of [g.DeviceMotionEvent, g.DeviceOrientationEvent]) {
    if (typeof api?.requestPermission === 'function') fns.push(api.requestPermission.bind(api));
  }
  return fns;
}

/**
 * Whether motion needs a permission prompt: iOS 13+ (iPhone, iPad) exposes
 * DeviceMotionEvent.requestPermission and asks the person first. Desktop Chromium exposes it
 * too (it resolves without asking, and a desktop has no motion to give), so the API alone is
 * not iOS: only a touch device that has it needs the overlay.
 */
export function motionPermissionState(): VrPermission {
  const g = globalThis as unknown as {
    DeviceMotionEvent?: { requestPermission?: unknown };
    navigator?: { maxTouchPoints?: number };
  };
  const asks = typeof g.DeviceMotionEvent?.requestPermission === 'function';
  const touch = (g.navigator?.maxTouchPoints ?? 0) > 0;
  return asks && touch ? 'required' : 'not-needed';
}

/** Asks for motion permission (call from a click); resolves to granted or denied. */
export async function requestMotionPermission(): Promise<VrPermission> {
  const fns = permissionFns();
  if (fns.length === 0) return 'not-needed';
  try {
    const results = await Promise.all(fns.map((fn) => fn()));
    return results.every((r) => r === 'granted') ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}
