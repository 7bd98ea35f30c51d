import { describe, expect, it } from 'vitest';
import { usesWidget } from './ads-config.ts';
import { nextHeaderHidden } from './hide-on-scroll.ts';
import { showsSlider } from './layout-slider.tsx';

describe('layout rules', () => {
  it('hides the header on narrow screens when scrolling down past 75 px, shows it on scroll up', () => {
    expect(nextHeaderHidden(0, 70, false, 375)).toBe(false);
    expect(nextHeaderHidden(70, 120, false, 375)).toBe(true);
    expect(nextHeaderHidden(120, 110, true, 375)).toBe(false);
    expect(nextHeaderHidden(200, 40, true, 375)).toBe(false);
    expect(nextHeaderHidden(70, 500, false, 1440)).toBe(false);
  });

  it('shows the category slider except on signup and video pages', () => {
    expect(showsSlider({ name: 'index' })).toBe(true);
    expect(showsSlider({ name: 'video', noSlider: true })).toBe(false);
    expect(showsSlider({ name: 'signup' })).toBe(false);
  });

  it('switches to the widget for country cookie US, JP, GE, FR, IT', () => {
    for (const c of ['US', 'jp', 'GE', 'fr', 'IT']) expect(usesWidget({ country: c })).toBe(true);
    expect(usesWidget({ country: 'de' })).toBe(false);
    expect(usesWidget({})).toBe(false);
  });
});
