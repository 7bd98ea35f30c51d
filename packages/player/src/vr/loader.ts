/** The only place that imports three.js, dynamically, so it is its own chunk loaded for VR videos only. */
export function loadThree() {
  return import('three');
}
