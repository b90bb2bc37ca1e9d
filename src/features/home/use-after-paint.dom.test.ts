import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

describe('useAfterPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('turns true only after the frame that follows readiness, and stays so', () => {
    vi.useFakeTimers();
    let frame: (() => void) | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
      frame = callback;
      return 1;
    });
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    const { result, rerender } = renderHook(({ ready }) => useAfterPaint(ready), {
      initialProps: { ready: false },
    });
    vi.runAllTimers();
    expect(frame).toBeUndefined();
    expect(result.current).toBe(false);

    rerender({ ready: true });
    expect(result.current).toBe(false);
    act(() => vi.runAllTimers());
    // Nothing before the frame is painted.
    expect(result.current).toBe(false);
    act(() => {
      frame?.();
      vi.runAllTimers();
    });
    expect(result.current).toBe(true);
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });
});
