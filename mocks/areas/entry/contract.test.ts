/** Every protected call of the entry and company setup areas needs a token; bodiless answers stay empty. */
import { describe, expect, it } from 'vitest';
import { operations } from '../../../src-generated/operations';
import { ENTRY_IDS } from '../../db/seed/entry';
import { callOperation, expectProblem, operationById } from '../../test-helpers';

const TAGS = [
  'session',
  'registration',
  'onboarding',
  'company',
  'services',
  'bank-accounts',
  'bank-connections',
  'ebics',
  'signing',
];

const protectedOperations = operations.filter((entry) => TAGS.includes(entry.tag) && !entry.public);

describe('entry and company setup calls', () => {
  it.each(protectedOperations.map((entry) => entry.operationId))(
    '%s answers 401 without a token',
    async (operationId) => {
      const params = Object.fromEntries(
        [...operationById(operationId).path.matchAll(/\{([^}]+)\}/g)].map((match) => [match[1] ?? '', 'x']),
      );
      const body = operationById(operationId).method === 'GET' ? undefined : {};
      const response = await callOperation(operationId, { params, token: null, body });
      expect(response.status).toBe(401);
      expectProblem(response);
    },
  );

  it('covers every operation of the areas with a handler', async () => {
    const all = operations.filter((entry) => TAGS.includes(entry.tag));
    expect(all.length).toBe(44);
    for (const entry of all) {
      const params = Object.fromEntries(
        [...entry.path.matchAll(/\{([^}]+)\}/g)].map((match) => [match[1] ?? '', 'x']),
      );
      const response = await callOperation(entry.operationId, {
        params,
        body: entry.method === 'GET' ? undefined : {},
      });
      // A missing handler would leave the request unhandled (an error in tests/setup.ts).
      expect(response.status, entry.operationId).toBeLessThan(500);
    }
  });

  it.each<[string, Parameters<typeof callOperation>[1]]>([
    ['signUpSandbox', { body: { emailAddress: 'neu@example.de' }, token: null }],
    ['requestPasswordReset', { body: { emailAddress: 'demo@example.com' }, token: null }],
    [
      'resetPassword',
      {
        body: { password: 'Neu2026!', passwordConfirmation: 'Neu2026!', token: ENTRY_IDS.resetToken },
        token: null,
      },
    ],
    [
      'register',
      {
        body: {
          firstName: 'Jonas',
          lastName: 'Weber',
          password: 'Roggenbrot2025',
          passwordConfirmation: 'Roggenbrot2025',
          invitationId: ENTRY_IDS.registration,
        },
        token: null,
      },
    ],
  ])('%s answers its success without a body, as the contract says', async (operationId, options) => {
    const response = await callOperation(operationId, options);
    expect(operationById(operationId).successStatuses).toContain(response.status);
    expect(response.text).toBe('');
  });
});
