import { UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { tokenExpiry } from '../../../../../lib/background/api/monitoring/token-expiry';

const NOW = Date.UTC(2030, 0, 1, 12, 0, 0);

describe('tokenExpiry', () => {
  it('prefers expiresIn: relative, so a skewed clock cannot expire a fresh token', () => {
    const expiresAt = new Date(NOW - 60_000).toISOString();
    expect(tokenExpiry({ token: 't', expiresIn: 600, expiresAt }, NOW)).toBe(NOW + 600_000);
  });

  it('uses expiresAt as ISO text or epoch seconds', () => {
    const at = NOW + 120_000;
    expect(tokenExpiry({ token: 't', expiresAt: new Date(at).toISOString() }, NOW)).toBe(at);
    expect(tokenExpiry({ token: 't', expiresAt: at / 1000 }, NOW)).toBe(at);
  });

  it("falls back to the JWT's exp", () => {
    const exp = Math.floor(NOW / 1000) + 900;
    const token = new UnsecuredJWT({}).setExpirationTime(exp).encode();
    expect(tokenExpiry({ token }, NOW)).toBe(exp * 1000);
  });

  it('assumes an hour when nothing says', () => {
    expect(tokenExpiry({ token: 'opaque-token' }, NOW)).toBe(NOW + 3_600_000);
  });
});
