/**
 * The entry screens' fixtures of the mock backend (mocks/db/seed/entry.ts), and a recorder of the
 * request bodies the screens send, so a test can check exactly what went over the wire.
 */
import { onTestFinished } from 'vitest';
import { server } from '../mocks/node';

export const ONBOARDING = {
  id: 'onboarding-demo',
  company: 'Muster Handwerk GmbH',
  registrationNumber: 'HRB 204518',
  firstName: 'Markus',
  lastName: 'Muster',
  email: 'inhaber@muster-handwerk.de',
};
export const AGENT_CLIENT = { id: 'onboarding-agent-client', company: 'Café Sonnenschein UG' };
export const EXISTING_USER_ONBOARDING = 'onboarding-existing-user';
export const JOIN = {
  id: 'join-demo',
  email: 'kollegin@baeckerei-schneider.de',
  company: 'Bäckerei Schneider GmbH',
};
export const REGISTER = { id: 'register-demo', email: 'neu@baeckerei-schneider.de' };
export const RESET_TOKEN = 'reset-demo';
export const USED_RESET_TOKEN = 'reset-used';

type Call = { method: string; path: string; body: unknown };

/** Records the JSON bodies of the calls made during the current test. */
export const recordRequests = () => {
  const calls: Call[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (request.method === 'GET') return;
    const text = await request.clone().text();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return {
    /** The bodies sent to one path. */
    bodies: (path: string) => calls.filter((call) => call.path === path).map((call) => call.body),
    count: () => calls.length,
  };
};
