import { faker } from '@faker-js/faker';
import { defineConfig } from 'orval';

const input = { target: './src-generated/openapi.json' };

/**
 * Operations whose callers read response headers, not only the body: the session token after login,
 * onboarding and joining (`authorization`, `expires`) and the signing redirect (`location`).
 */
const withResponseOperations = [
  'login',
  'createOnboarding',
  'joinCompany',
  'joinTeamInvitation',
  'startSigning',
];

/**
 * Mock values for schema rules orval's faker output cannot satisfy. `faker.helpers.fromRegExp` keeps
 * the `^`/`$` anchors of a pattern as literal characters, and an `exclusiveMinimum: 0` bound becomes
 * `min: 0`, so zero can come out. The keys are the names of the contract's scalar component schemas
 * (orval matches a referenced schema by its name) and of the one inline property with such a bound.
 * The functions are copied into the generated mocks, where `faker` is the German-locale instance.
 */
const mockProperties = {
  Iban: () => faker.finance.iban({ formatted: false, countryCode: 'DE' }),
  Bic: () =>
    faker.helpers.arrayElement(['COBADEFFXXX', 'BYLADEM1001', 'DEUTDEFF', 'INGDDEFFXXX', 'GENODEF1S10']),
  CountryCode: () => faker.helpers.arrayElement(['DE', 'AT', 'CH', 'NL', 'FR']),
  ZipCode: () => faker.location.zipCode('#####'),
  CreditorIdentifier: () => faker.helpers.fromRegExp(/DE[0-9]{2}ZZZ[0-9]{11}/),
  HexColor: () => faker.color.rgb({ format: 'hex', casing: 'lower' }),
  VatIdentificationNumber: () => faker.helpers.fromRegExp(/DE[0-9]{9}/),
  TaxIdentificationNumber: () =>
    [faker.string.numeric(2), faker.string.numeric(3), faker.string.numeric(5)].join('/'),
  EbicsId: () => faker.string.alphanumeric({ length: { min: 1, max: 35 }, casing: 'upper' }),
  Amount: () => faker.number.float({ min: 0.01, max: 5000, fractionDigits: 2 }),
  quantity: () => faker.number.int({ min: 1, max: 20 }),
};

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
        // Calls whose response headers matter get the whole response.
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
        mock: { fractionDigits: 2, properties: mockProperties },
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
