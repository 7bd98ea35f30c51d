/** The category slider slot (not on signup and video pages). */
export function LayoutSlider() {
  return null;
}
