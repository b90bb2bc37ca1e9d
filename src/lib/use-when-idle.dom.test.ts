import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWhenIdle } from './use-when-idle';

describe('useWhenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the task once the browser is idle, and not after unmounting', () => {
    let idle: (() => void) | undefined;
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', cancel);
    const task = vi.fn();
    const { unmount } = renderHook(() => useWhenIdle(task));
    expect(task).not.toHaveBeenCalled();
    idle?.();
    expect(task).toHaveBeenCalledTimes(1);
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where the browser has no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    renderHook(() => useWhenIdle(task, 5000));
    vi.advanceTimersByTime(2499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
