import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveAndCheck } from '../../../entrypoints/options/sections/save-connection';
import type { ConnectionResult } from '../../../lib/background/connection-check';
import {
  monitoringBaseUrlItem,
  monitoringCredentialsItem,
  museumBaseUrlItem,
  museumCredentialsItem,
} from '../../../lib/storage/settings';

const ADDRESS = 'https://monitoring.example.com:8443/';
const values = { baseUrl: ADDRESS, username: 'demo@example.com', password: 'pw' };
const signedIn: ConnectionResult = { ok: true, who: 'demo@example.com' };

function submit(check = vi.fn(async () => signedIn)) {
  const outcome = saveAndCheck(
    values,
    monitoringBaseUrlItem,
    monitoringCredentialsItem,
    check,
    (result) => `Signed in as ${result.who}`,
  );
  return { outcome, check };
}

// A headless Firefox cannot answer the permission prompt, so the order Firefox insists on is
// proven here; the Firefox e2e proves the grant itself with prompts turned off.
describe('saving a connection asks for its server first (Options → Connections)', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.restoreAllMocks();
  });

  it('asks for that origin, any port, before anything is awaited, then signs in', async () => {
    const request = vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(true);
    const { outcome, check } = submit();
    // Nothing awaited yet: Firefox would still count this as inside the click.
    expect(request).toHaveBeenCalledWith({ origins: ['https://monitoring.example.com/*'] });
    expect(await outcome).toEqual({ ok: true, message: 'Signed in as demo@example.com' });
    expect(check).toHaveBeenCalledOnce();
    expect(await monitoringBaseUrlItem.getValue()).toBe(ADDRESS);
  });

  it('a refused permission saves nothing and says what is missing', async () => {
    vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(false);
    const { outcome, check } = submit();
    expect(await outcome).toEqual({
      ok: false,
      message: 'Gatehouse needs your permission to reach https://monitoring.example.com:8443.',
    });
    expect(check).not.toHaveBeenCalled();
    expect(await monitoringBaseUrlItem.getValue()).not.toBe(ADDRESS);
  });

  it("a request the browser rejects comes back in the browser's words", async () => {
    const refusal = 'permissions.request may only be called from a user input handler';
    vi.spyOn(fakeBrowser.permissions, 'request').mockRejectedValue(new Error(refusal));
    const { outcome } = submit();
    const result = await outcome;
    expect(result.ok).toBe(false);
    expect(result.message).toContain(refusal);
  });

  it('emptied museum fields, saved, delete the museum password (PRIVACY.md: its only delete path)', async () => {
    vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(true);
    const museum = { baseUrl: 'https://tickets.example.org/v1.1', username: 'visitor' };
    await museumCredentialsItem.setValue({ username: museum.username, password: 'Museum-S3cret' });
    await saveAndCheck(
      { ...museum, username: '', password: '' },
      museumBaseUrlItem,
      museumCredentialsItem,
      async () => ({ ok: false, problem: 'not-set-up', message: 'Not set up' }),
      () => 'Connected',
    );
    expect(JSON.stringify(await fakeBrowser.storage.local.get())).not.toContain('Museum-S3cret');
  });
});
