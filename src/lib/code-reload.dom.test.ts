import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isCodeLoadError, mayReloadForCode, reloadForCode } from './code-reload';

describe('reloading for code that could not load', () => {
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockClear();
    vi.stubGlobal('location', { ...window.location, reload });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('knows a failed fetch of code from other errors', () => {
    expect(
      isCodeLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js')),
    ).toBe(true);
    expect(isCodeLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isCodeLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isCodeLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isCodeLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once online, and not again within 30 seconds', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadForCode(1_000)).toBe(false);
    online.mockReturnValue(true);
    expect(mayReloadForCode(1_000)).toBe(true);
    expect(reloadForCode(1_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The code is really missing: the error screen stays rather than a reload loop.
    expect(reloadForCode(30_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForCode(31_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    online.mockRestore();
  });
});
