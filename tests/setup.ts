/**
 * Component tests: jsdom with what Mantine needs and jest-dom matchers (the mock backend comes from
 * tests/setup-node.ts, which runs first).
 */
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import * as React from 'react';
import { afterEach, expect } from 'vitest';
import { mediaQueryList } from './match-media';
import { takeSmallDialogs } from './phone-dialogs';

// Mantine reads these browser APIs, which jsdom lacks. The files of a worker share one window, so
// it is wrapped once: jsdom's getComputedStyle without the pseudo-element it does not implement.
const jsdomGetComputedStyle = window.getComputedStyle;
if (!('jsdomGetComputedStyle' in window)) {
  Object.defineProperty(window, 'jsdomGetComputedStyle', { value: jsdomGetComputedStyle });
  window.getComputedStyle = (element) => jsdomGetComputedStyle(element);
}
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => mediaQueryList(query, false),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
// The router restores scroll positions; jsdom has no layout to scroll and says so on every call.
window.scrollTo = () => undefined;
// The browser is never idle during a test: what the app defers until then (the code of a likely
// next step) would start at a random moment and could still be loading when the file ends, which
// breaks that module for the later files of the worker (they share one module graph).
window.requestIdleCallback = () => 0;
window.cancelIdleCallback = () => undefined;

// Whole-app renders go through the router's loaders and the mock backend before they show.
// Waiting is for what the user sees, never a fixed time: on a loaded machine a lazily loaded dialog
// can take seconds to appear, so the limit is generous and only a real failure reaches it.
configure({
  asyncUtilTimeout: 10_000,
  // A query that finds nothing prints the whole document into its error. Inside findBy… and waitFor
  // that error is thrown away at every try but the last, and printing a whole page at every try
  // cost more than the query: there it keeps the message, and waitFor adds the document when it
  // gives up (its onTimeout), so a failure still shows the page.
  getElementError: (message, container) => {
    const error = new Error(
      (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics
        ? (message ?? '')
        : [message, `Ignored nodes: comments, script, style\n${prettyDOM(container)}`]
            .filter(Boolean)
            .join('\n\n'),
    );
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// React's development build records where each element was created (an Error with its stack and a
// console task per element, for the owner stacks of its warnings): some 5-10 % of a component
// test's time. Tests read no owner stack, so none is recorded; React's warnings still show.
Object.defineProperty(
  (React as unknown as Record<string, object>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE,
  'recentlyCreatedOwnerStacks',
  { get: () => Infinity, set: () => undefined, configurable: true },
);

afterEach(() => {
  const small = takeSmallDialogs();
  cleanup();
  // Mantine's notification store outlives a render: no alert of one test may show in the next.
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  // Every dialog the test opened fills a phone's screen (tests/phone-dialogs.ts).
  expect(small, "dialogs that would not fill a phone's screen (app/styles/phone.css)").toEqual([]);
});
