import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use';

const codeFailed = () =>
  new TypeError('Failed to fetch dynamically imported module: http://x/assets/part.js');

describe('code loaded on first use', () => {
  const reload = vi.fn();
  let online = true;
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockClear();
    online = true;
    vi.stubGlobal('location', { ...window.location, reload });
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads once, and tries again after a failure', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue('part');
    const part = onFirstUse(importer);
    await expect(part.load()).rejects.toThrow('boom');
    await expect(part.load()).resolves.toBe('part');
    await expect(part.load()).resolves.toBe('part');
    expect(importer).toHaveBeenCalledTimes(2);
    expect(part.loaded()).toBe('part');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when code the user asked for cannot be fetched online', async () => {
    const part = onFirstUse(() => Promise.reject(codeFailed()));
    let settled = false;
    void part.load().finally(() => (settled = true));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The page is going away: nothing reports a failure meanwhile.
    expect(settled).toBe(false);
    // Still missing after that reload: the failure is reported rather than reloading again.
    await expect(part.load()).rejects.toThrow('dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads for a preload', async () => {
    const importer = vi.fn(() => Promise.reject(codeFailed()));
    onFirstUse(importer).preload();
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offline, waits for the connection; a fetch that stays failed then reloads the page', async () => {
    online = false;
    const part = onFirstUse(() => Promise.reject(codeFailed()));
    void part.whenOnline();
    await Promise.resolve();
    expect(reload).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
