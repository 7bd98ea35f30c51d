import type { EngineLoaders } from '../api-types';
import type { PlayerAction } from '../core/actions';
import type { PlayerSnapshot } from '../core/types';
import type { Disposer } from '../foundation/disposer';
import type { Logger } from '../foundation/logger';
import type { SourcePlan } from '../sources/plan';
import { motionPermissionState, requestMotionPermission } from '../vr/permission';
import type { VrView } from '../vr/types';

/** Dependencies of the VR wiring. */
export interface VrWiringDeps {
  plan: SourcePlan;
  video: HTMLVideoElement;
  root: HTMLElement;
  dispatch(action: PlayerAction): void;
  getState(): PlayerSnapshot;
  disposer: Disposer;
  logger: Logger;
  loaders?: EngineLoaders;
}

/** Loads three.js only for a source with `vr`, and handles the iOS motion permission. */
export function wireVr(deps: VrWiringDeps): { requestPermission(): Promise<void> } {
  let view: VrView | null = null;
  const noop = { requestPermission: async () => {} };
  if (!deps.plan.vr || deps.getState().deleted) return noop;
  const mode = deps.plan.vr;
  deps.dispatch({ type: 'vr-permission', permission: motionPermissionState() });
  const stage = deps.root.querySelector<HTMLElement>('.tk-stage') ?? deps.root;
  const load = deps.loaders?.vr ?? (() => import('../vr/index').then((m) => m.loadVrModule()));
  load()
    .then((module) => {
      if (deps.disposer.disposed) return;
      view = module.attach(deps.video, stage, {
        mode,
        onError: (error) => deps.logger.debug('vr failed, showing flat video', error),
      });
      deps.disposer.add(() => view?.destroy());
      if (deps.getState().vr?.permission !== 'required' && deps.getState().vr?.permission !== 'denied')
        view.enableMotion();
    })
    .catch((error) => deps.logger.debug('three.js failed to load', error));
  return {
    async requestPermission() {
      const permission = await requestMotionPermission();
      if (deps.disposer.disposed) return;
      deps.dispatch({
        type: 'vr-permission',
        permission: permission === 'not-needed' ? 'granted' : permission,
      });
      if (permission !== 'denied') view?.enableMotion();
    },
  };
}
