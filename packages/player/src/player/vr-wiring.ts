import { motionPermissionState, requestMotionPermission } from '../vr/permission';
import type { VrView } from '../vr/types';
import type { PlayerContext } from './context';

/** Loads three.js only for a source with `vr`, and handles the iOS motion permission. */
export function wireVr(ctx: PlayerContext): { requestPermission(): Promise<void> } {
  let view: VrView | null = null;
  const noop = { requestPermission: async () => {} };
  const { plan, disposer } = ctx;
  if (!plan.vr || ctx.getState().deleted) return noop;
  const mode = plan.vr;
  ctx.dispatch({ type: 'vr-permission', permission: motionPermissionState() });
  const stage = ctx.root.querySelector<HTMLElement>('.tk-stage') ?? ctx.root;
  const load = ctx.options.loaders?.vr ?? (() => import('../vr/index').then((m) => m.loadVrModule()));
  load()
    .then((module) => {
      if (disposer.disposed) return;
      view = module.attach(ctx.video, stage, {
        mode,
        onError: (error) => ctx.logger.debug('vr failed, showing flat video', error),
      });
      disposer.add(() => view?.destroy());
      if (ctx.getState().vr?.permission !== 'required' && ctx.getState().vr?.permission !== 'denied')
        view.enableMotion();
    })
    .catch((error) => ctx.logger.debug('three.js failed to load', error));
  return {
    async requestPermission() {
      const permission = await requestMotionPermission();
      if (disposer.disposed) return;
      ctx.dispatch({
        type: 'vr-permission',
        permission: permission === 'not-needed' ? 'granted' : permission,
      });
      if (permission !== 'denied') view?.enableMotion();
    },
  };
}
