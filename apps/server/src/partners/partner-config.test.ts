import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { partnersFromEnv } from './partner-config.ts';

const TOKEN_A = 'a'.repeat(24);
const TOKEN_B = 'B-b_'.repeat(8);

describe('partner settings from the environment', () => {
  it('reads flagged campaigns and publishers, special campaigns and tokens with their campaigns', () => {
    const partners = partnersFromEnv({
      TUBEKIT_FLAGGED_CAMPAIGNS: ' 123, spring-2026 ',
      TUBEKIT_FLAGGED_PUBLISHERS: 'pub_7',
      TUBEKIT_SPECIAL_CAMPAIGNS: '555',
      TUBEKIT_PARTNER_TOKENS: `${TOKEN_A}:123|124, ${TOKEN_B}:555`,
    });
    expect([...partners.flaggedCampaigns]).toEqual(['123', 'spring-2026']);
    expect([...partners.flaggedPublishers]).toEqual(['pub_7']);
    expect([...partners.specialCampaigns]).toEqual(['555']);
    expect(Object.fromEntries(partners.tokens)).toEqual({ [TOKEN_A]: ['123', '124'], [TOKEN_B]: ['555'] });
  });

  it('is empty when nothing is set, and the config carries it', () => {
    const partners = loadConfig({
      TUBEKIT_SECRET: 'test-secret-0123456789',
      TUBEKIT_DATA_DIR: '/tmp/x',
    }).partners;
    expect(partners.flaggedCampaigns.size + partners.specialCampaigns.size + partners.tokens.size).toBe(0);
  });

  it('accepts ids of 32 characters and refuses 33, or any character outside [A-Za-z0-9_-], at start', () => {
    expect(partnersFromEnv({ TUBEKIT_SPECIAL_CAMPAIGNS: 'x'.repeat(32) }).specialCampaigns.size).toBe(1);
    expect(() => partnersFromEnv({ TUBEKIT_SPECIAL_CAMPAIGNS: 'x'.repeat(33) })).toThrow(
      /TUBEKIT_SPECIAL_CAMPAIGNS/,
    );
    expect(() => partnersFromEnv({ TUBEKIT_FLAGGED_CAMPAIGNS: '12.3' })).toThrow(/TUBEKIT_FLAGGED_CAMPAIGNS/);
    expect(() => partnersFromEnv({ TUBEKIT_FLAGGED_PUBLISHERS: '<b>' })).toThrow(
      /TUBEKIT_FLAGGED_PUBLISHERS/,
    );
  });

  it('accepts tokens of 24 characters and refuses 23, a pair without campaigns, or a token named twice', () => {
    expect(partnersFromEnv({ TUBEKIT_PARTNER_TOKENS: `${'t'.repeat(24)}:1` }).tokens.size).toBe(1);
    for (const bad of [
      `${'t'.repeat(23)}:1`,
      TOKEN_A,
      `${TOKEN_A}:`,
      `${TOKEN_A}:1:2`,
      `${TOKEN_A}:1,${TOKEN_A}:2`,
    ])
      expect(() => partnersFromEnv({ TUBEKIT_PARTNER_TOKENS: bad })).toThrow(/TUBEKIT_PARTNER_TOKENS/);
  });
});
