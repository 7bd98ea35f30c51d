import { describe, expect, it } from 'vitest';
import { parseProbe } from './probe.ts';

const video = { codec_type: 'video', width: 640, height: 320 };

describe('parseProbe', () => {
  it('reads size, duration and audio', () => {
    const r = parseProbe({ streams: [video, { codec_type: 'audio' }], format: { duration: '12.5' } });
    expect(r).toMatchObject({ duration: 12.5, width: 640, height: 320, hasAudio: true, vr: null });
  });

  it('detects VR from spherical and stereo 3D side data', () => {
    const sbs = {
      ...video,
      side_data_list: [
        { side_data_type: 'Spherical Mapping', projection: 'equirectangular' },
        { side_data_type: 'Stereo 3D', type: 'side by side' },
      ],
    };
    expect(parseProbe({ streams: [sbs], format: { duration: '1' } })).toMatchObject({
      vr: 'vr_360_sbs',
      hasSphericalSideData: true,
    });
  });

  it('detects VR from our format tag and ignores malformed tags', () => {
    const tagged = (v: string) =>
      parseProbe({ streams: [video], format: { duration: '1', tags: { tubekit_vr: v } } }).vr;
    expect(tagged('vr_180_tb')).toBe('vr_180_tb');
    expect(tagged('weird')).toBeNull();
  });

  it('rejects a file without a video stream or duration', () => {
    expect(() => parseProbe({ streams: [{ codec_type: 'audio' }], format: { duration: '1' } })).toThrow(
      /no video/,
    );
    expect(() => parseProbe({ streams: [video], format: {} })).toThrow(/no duration/);
  });
});
