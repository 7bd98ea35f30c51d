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

/** iOS 13+ exposes DeviceMotionEvent.requestPermission: motion needs a user gesture first. */
export function motionPermissionState(): VrPermission {
  const g = globalThis as unknown as { DeviceMotionEvent?: { requestPermission?: unknown } };
  return typeof g.DeviceMotionEvent?.requestPermission === 'function' ? 'required' : 'not-needed';
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
