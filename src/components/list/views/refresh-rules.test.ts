import { describe, expect, it } from 'vitest';
import {
  FOCUS_REFRESH_AFTER_MS,
  REFRESH_INTERVAL_MS,
  shouldRefresh,
  type RefreshState,
} from './refresh-rules';

const idle: RefreshState = {
  trigger: 'interval',
  visible: true,
  dialogOpen: false,
  selecting: false,
  fetching: false,
  sinceUpdate: REFRESH_INTERVAL_MS,
};

describe('when a list refreshes on its own', () => {
  it('refreshes every two minutes while visible', () => {
    expect(shouldRefresh(idle)).toBe(true);
    expect(shouldRefresh({ ...idle, sinceUpdate: REFRESH_INTERVAL_MS - 1 })).toBe(false);
    expect(shouldRefresh({ ...idle, visible: false })).toBe(false);
  });

  it('refreshes when the window regains focus, unless the data has just arrived', () => {
    expect(shouldRefresh({ ...idle, trigger: 'focus', sinceUpdate: FOCUS_REFRESH_AFTER_MS })).toBe(true);
    expect(shouldRefresh({ ...idle, trigger: 'focus', sinceUpdate: FOCUS_REFRESH_AFTER_MS - 1 })).toBe(false);
  });

  it.each([
    ['a dialog is open', { dialogOpen: true }],
    ['rows are selected', { selecting: true }],
    ['a request is on its way', { fetching: true }],
  ])('does not refresh while %s', (_, change) => {
    expect(shouldRefresh({ ...idle, ...change })).toBe(false);
    expect(shouldRefresh({ ...idle, ...change, trigger: 'focus' })).toBe(false);
  });
});
