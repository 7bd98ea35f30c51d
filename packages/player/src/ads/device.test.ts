import { describe, expect, it } from 'vitest';
import { adLoadTrackingUrl, detectDevice, pauseAdAllowed } from './index';

describe('detectDevice', () => {
  it('tells phones, iPads (also iPadOS posing as a Mac) and desktops apart', () => {
    const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36';
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15';
    expect(detectDevice({ userAgent: iPhone, maxTouchPoints: 5 })).toEqual({ mobile: true, iPad: false });
    expect(detectDevice({ userAgent: android, maxTouchPoints: 5 })).toEqual({ mobile: true, iPad: false });
    expect(detectDevice({ userAgent: mac, maxTouchPoints: 5 })).toEqual({ mobile: true, iPad: true });
    expect(detectDevice({ userAgent: mac, maxTouchPoints: 0 })).toEqual({ mobile: false, iPad: false });
  });

  it('the pause ad is off on mobile except iPad', () => {
    expect(pauseAdAllowed({ mobile: false, iPad: false })).toBe(true);
    expect(pauseAdAllowed({ mobile: true, iPad: false })).toBe(false);
    expect(pauseAdAllowed({ mobile: true, iPad: true })).toBe(true);
  });
});

describe('adLoadTrackingUrl', () => {
  it('copies out_name and cisai from the tag query onto the endpoint', () => {
    expect(
      adLoadTrackingUrl('https://t.example/hit?x=1', 'https://ads.example/vast?cisai=9&out_name=abc&z=2'),
    ).toBe('https://t.example/hit?x=1&out_name=abc&cisai=9');
  });

  it('bad configuration gives null instead of throwing', () => {
    expect(adLoadTrackingUrl('not a url', 'https://ads.example/vast')).toBeNull();
    expect(adLoadTrackingUrl('https://t.example/hit', '/relative-tag')).toBeNull();
  });
});
