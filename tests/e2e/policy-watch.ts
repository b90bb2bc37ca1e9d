/**
 * Content-Security-Policy violations of a page: the securitypolicyviolation events of the current
 * document, and the browser's console reports, which last across full loads.
 */
import type { Page } from '@playwright/test';

type Violation = { directive: string; blocked: string; sample: string };

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/** Collects every securitypolicyviolation from the first script on, and the console's reports. */
export const watchPolicy = async (page: Page) => {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  return {
    violations: () => page.evaluate(() => window.__cspViolations ?? []),
    console: () => [...console],
  };
};
