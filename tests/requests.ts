import { server } from '../mocks/node';

export type RecordedRequest = { method: string; url: URL; body: unknown };

/** Records the requests the app sends to the mock backend from now on (bodies of JSON requests). */
export const recordRequests = () => {
  const requests: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const entry: RecordedRequest = { method: request.method, url: new URL(request.url), body: undefined };
    requests.push(entry);
    if ((request.headers.get('content-type') ?? '').includes('json')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => {
          entry.body = body;
        })
        .catch(() => undefined);
    }
  });
  const find = (method: string, pathname: string | RegExp) =>
    requests.filter(
      (entry) =>
        entry.method === method &&
        (typeof pathname === 'string' ? entry.url.pathname === pathname : pathname.test(entry.url.pathname)),
    );
  return { requests, find };
};
