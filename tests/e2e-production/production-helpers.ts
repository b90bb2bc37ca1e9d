/**
 * The production build has no mock backend: its config.json and its API are answered here, with
 * Playwright's routing, after the browser has applied the Content-Security-Policy to each request.
 */
import type { Page, Request, Route } from '@playwright/test';

export { watchPolicy } from '../e2e/policy-watch';

export const API = 'https://api.stage.portal.example';

/** Every request the page makes that leaves its own origin. */
export const watchForeignRequests = (page: Page, origin: string) => {
  const foreign: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  return foreign;
};

export const serveConfig = async (page: Page, body: string | undefined) => {
  await page.route('**/config.json', (route) =>
    body === undefined
      ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' })
      : route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
};

const cannedAnswers: Record<string, unknown> = {
  'GET /user': { emailAddress: 'demo@example.com', firstName: 'Anna', lastName: 'Schneider' },
  // A logo over http, which the contract's image rule refuses: the portal must not ask for it.
  'GET /company': {
    id: 'c1',
    name: 'Bäckerei Schneider GmbH',
    logoUrl: 'http://cdn.portal.example/logo.png',
  },
  'GET /services': [{ id: 's1', service: 'PAYMENT_SERVICE', active: true }],
  'GET /stats/tenant': [{ state: 'PENDING', totalAmount: 120.5, count: 4 }],
};

/** A backend on the stage host that lets the demo user in and answers the dashboard's first calls. */
export const serveApi = async (page: Page, pageOrigin: string) => {
  const cors = {
    'access-control-allow-origin': pageOrigin,
    'access-control-allow-headers': 'accept, authorization, content-type, x-client',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
    'access-control-expose-headers': 'authorization, expires',
  };
  await page.route(`${API}/**`, (route: Route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    if (request.method() === 'POST' && path === '/login')
      return route.fulfill({
        status: 200,
        headers: { ...cors, authorization: 'Bearer production-e2e', expires: '3600' },
        contentType: 'application/json',
        body: '{}',
      });
    const answer = cannedAnswers[`${request.method()} ${path}`];
    return answer === undefined
      ? route.fulfill({
          status: 404,
          headers: cors,
          contentType: 'application/json',
          body: '{"message":"No such call"}',
        })
      : route.fulfill({
          status: 200,
          headers: cors,
          contentType: 'application/json',
          body: JSON.stringify(answer),
        });
  });
};
