import { encodeVideoUrl } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { qualityFromUrl } from '../index';
import { mp4Sources, source } from '../test-utils/fixtures';
import { defaultRendition, planSources, qualityLabels } from './plan';

describe('quality labels from the url suffix', () => {
  it('maps _sd, _hd and _fhd', () => {
    expect(qualityFromUrl('/m/1_sd.mp4')).toBe('SD');
    expect(qualityFromUrl('/m/1_hd.mp4?sig=abc&e=1')).toBe('HD');
    expect(qualityFromUrl('https://cdn.example/m/1_fhd.mp4#t=1')).toBe('Full HD');
    expect(qualityFromUrl('/m/1_FHD.MP4')).toBe('Full HD');
  });

  it('gives null for other urls', () => {
    expect(qualityFromUrl('/m/1.mp4')).toBeNull();
    expect(qualityFromUrl('/m/1_hd.mp4/other.mp4')).toBeNull();
    expect(qualityFromUrl('/m/master.m3u8')).toBeNull();
    expect(qualityFromUrl('/m/1.mp4?x=_hd.mp4')).toBeNull();
  });
});

describe('planSources', () => {
  it('decodes mp4 sources, best first, HD by default', () => {
    const plan = planSources([...mp4Sources()].reverse());
    expect(plan.hls).toBeNull();
    expect(plan.mp4.map((r) => r.label)).toEqual(['Full HD', 'HD', 'SD']);
    expect(plan.mp4[0]!.url).toBe('/media/1001/1001_fhd.mp4?sig=x');
    expect(qualityLabels(plan.mp4)).toEqual(['Full HD', 'HD', 'SD']);
    expect(defaultRendition(plan.mp4)?.label).toBe('HD');
    expect(plan.errors).toEqual([]);
  });

  it('uses HLS only when the source duration exceeds 1800 s', () => {
    const long = planSources([
      source('/hls/1/master.m3u8', { duration: 1801 }),
      ...mp4Sources({ duration: 1801 }),
    ]);
    expect(long.hls).toBe('/hls/1/master.m3u8');
    expect(long.mp4).toHaveLength(3);
    const short = planSources([source('/hls/1/master.m3u8', { duration: 1800 }), ...mp4Sources()]);
    expect(short.hls).toBeNull();
  });

  it('reports undecodable urls as a setup error, fatal only when nothing is playable', () => {
    const bad = { ...source('/m/1_hd.mp4'), video_url: 'not-encoded' };
    const partly = planSources([bad, source('/m/1_sd.mp4')]);
    expect(partly.decodeFailures).toBe(1);
    expect(partly.errors).toEqual([{ kind: 'setup', code: 'error_decoding_url', fatal: false }]);
    const none = planSources([bad]);
    expect(none.errors[0]).toEqual({ kind: 'setup', code: 'error_decoding_url', fatal: true });
    expect(planSources([{ ...bad, video_url: encodeVideoUrl('javascript:alert(1)') }]).decodeFailures).toBe(
      1,
    );
  });

  it('turns an error answer into a fatal network error', () => {
    expect(planSources({ error: true, code: 'not_found' }).errors).toEqual([
      { kind: 'network', code: 'not_found', fatal: true },
    ]);
  });

  it('never throws on junk', () => {
    expect(planSources(undefined).errors[0]?.code).toBe('no_source');
    expect(planSources([null, 5] as never).mp4).toEqual([]);
  });

  it('marks VR videos', () => {
    expect(planSources(mp4Sources({ vr: 'vr_180_sbs' })).vr).toBe('vr_180_sbs');
    expect(planSources(mp4Sources()).vr).toBeNull();
  });
});
