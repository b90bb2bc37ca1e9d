import { defineConfig } from 'orval';

const input = { target: './src-generated/openapi.json' };

/** Operations whose callers read response headers, not only the body. */
const withResponseOperations = ['login'];

export default defineConfig({
  api: {
    input,
    output: {
      mode: 'tags-split',
      target: './src-generated/api',
      schemas: './src-generated/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      indexFiles: false,
      mock: {
        generators: [{ type: 'msw', useExamples: false, locale: 'de', baseUrl: 'http://localhost:4010' }],
      },
      override: {
        mutator: { path: './src/lib/api-client.ts', name: 'apiFetch' },
        fetch: { arrayFormat: 'repeat', includeHttpResponseReturnType: false },
        // Calls whose response headers matter (the login token) get the whole response.
        operations: Object.fromEntries(
          withResponseOperations.map((operationId) => [
            operationId,
            {
              mutator: { path: './src/lib/api-client.ts', name: 'apiFetchWithResponse' },
              fetch: { includeHttpResponseReturnType: true, forceSuccessResponse: true },
            },
          ]),
        ),
        query: { signal: true, useSuspenseQuery: true },
      },
    },
  },
  zod: {
    input,
    output: {
      mode: 'tags-split',
      target: './src-generated/zod',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
      indexFiles: false,
      override: {
        zod: {
          version: 4,
          strict: { response: true, body: true },
          generate: { param: true, query: true, header: true, body: true, response: true },
        },
      },
    },
  },
});
