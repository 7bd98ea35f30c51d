import { parseVrMode } from './mode';
import type { VrAttachOptions, VrModule, VrView } from './types';

type Three = typeof import('three');

const DRAG_SPEED = 0.15;
const DEG = Math.PI / 180;

/** Builds the VR feature on a loaded three.js: the video as a texture inside a sphere. */
export function createVrModule(THREE: Three): VrModule {
  return {
    attach(video: HTMLVideoElement, host: HTMLElement, options: VrAttachOptions): VrView {
      let renderer: import('three').WebGLRenderer;
      try {
        renderer = new THREE.WebGLRenderer({ antialias: false });
      } catch (error) {
        options.onError(error);
        return { enableMotion() {}, destroy() {} };
      }
      const mode = parseVrMode(options.mode);
      const win: Window = host.ownerDocument.defaultView ?? (globalThis as unknown as Window);
      const geometry =
        mode.angle === 180
          ? new THREE.SphereGeometry(500, 60, 40, Math.PI, Math.PI)
          : new THREE.SphereGeometry(500, 60, 40);
      geometry.scale(-1, 1, 1); // look at the inside of the sphere
      const texture = new THREE.VideoTexture(video);
      texture.colorSpace = THREE.SRGBColorSpace;
      if (mode.layout === 'sbs') texture.repeat.set(0.5, 1);
      if (mode.layout === 'tb') {
        texture.repeat.set(1, 0.5);
        texture.offset.set(0, 0.5);
      }
      const material = new THREE.MeshBasicMaterial({ map: texture });
      const scene = new THREE.Scene();
      scene.add(new THREE.Mesh(geometry, material));
      const camera = new THREE.PerspectiveCamera(75, 16 / 9, 1, 1100);
      const canvas = renderer.domElement;
      canvas.className = 'tk-vr-canvas';
      host.classList.add('tk-vr');
      host.append(canvas);

      let lon = 0;
      let lat = 0;
      let drag: { x: number; y: number; lon: number; lat: number } | null = null;
      let motion: import('three').Quaternion | null = null;
      const listeners: Array<() => void> = [];
      const listen = (target: EventTarget, type: string, fn: (e: Event) => void) => {
        target.addEventListener(type, fn);
        listeners.push(() => target.removeEventListener(type, fn));
      };
      listen(canvas, 'pointerdown', (e) => {
        const p = e as PointerEvent;
        drag = { x: p.clientX, y: p.clientY, lon, lat };
      });
      listen(win, 'pointermove', (e) => {
        if (!drag) return;
        const p = e as PointerEvent;
        lon = drag.lon + (drag.x - p.clientX) * DRAG_SPEED;
        lat = Math.max(-85, Math.min(85, drag.lat + (p.clientY - drag.y) * DRAG_SPEED));
      });
      listen(win, 'pointerup', () => {
        drag = null;
      });

      const euler = new THREE.Euler();
      const screenFix = new THREE.Quaternion(-Math.sqrt(0.5), 0, 0, Math.sqrt(0.5)); // camera looks out the back of the device
      const zAxis = new THREE.Vector3(0, 0, 1);
      const orient = new THREE.Quaternion();
      const onOrientation = (e: Event) => {
        const o = e as DeviceOrientationEvent;
        if (o.alpha === null || o.beta === null || o.gamma === null) return;
        const screenAngle = win.screen?.orientation?.angle ?? 0;
        euler.set(o.beta * DEG, o.alpha * DEG, -o.gamma * DEG, 'YXZ');
        motion ??= new THREE.Quaternion();
        motion
          .setFromEuler(euler)
          .multiply(screenFix)
          .multiply(orient.setFromAxisAngle(zAxis, -screenAngle * DEG));
      };

      let frame = 0;
      let width = 0;
      let height = 0;
      const tick = () => {
        frame = win.requestAnimationFrame(tick);
        if (host.clientWidth !== width || host.clientHeight !== height) {
          width = host.clientWidth;
          height = host.clientHeight;
          renderer.setSize(width, height, false);
          camera.aspect = width / Math.max(1, height);
          camera.updateProjectionMatrix();
        }
        if (motion) camera.quaternion.copy(motion);
        else camera.quaternion.identity();
        camera.rotateY(lon * DEG);
        camera.rotateX(-lat * DEG);
        renderer.render(scene, camera);
      };
      frame = win.requestAnimationFrame(tick);

      return {
        enableMotion() {
          if (!listeners.some((l) => l === onOrientationOff)) {
            win.addEventListener('deviceorientation', onOrientation);
            listeners.push(onOrientationOff);
          }
        },
        destroy() {
          win.cancelAnimationFrame(frame);
          for (const remove of listeners.splice(0)) remove();
          host.classList.remove('tk-vr');
          canvas.remove();
          geometry.dispose();
          material.dispose();
          texture.dispose();
          renderer.dispose();
        },
      };
      function onOrientationOff() {
        win.removeEventListener('deviceorientation', onOrientation);
      }
    },
  };
}
