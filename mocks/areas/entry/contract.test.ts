/** Every protected call of the entry and company setup areas needs a token; bodiless answers stay empty. */
import { describe, expect, it } from 'vitest';
import { operations } from '../../../src-generated/operations';
import { ENTRY_IDS } from '../../db/seed/entry';
import { call, expectProblem, operation } from '../../test-fetch';

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
        [...operation(operationId).path.matchAll(/\{([^}]+)\}/g)].map((match) => [match[1] ?? '', 'x']),
      );
      const body = operation(operationId).method === 'GET' ? undefined : {};
      const response = await call(operationId, { params, token: false, body });
      expect(response.status).toBe(401);
      await expectProblem(response);
    },
  );

  it('covers every operation of the areas with a handler', async () => {
    const all = operations.filter((entry) => TAGS.includes(entry.tag));
    expect(all.length).toBe(44);
    for (const entry of all) {
      const params = Object.fromEntries(
        [...entry.path.matchAll(/\{([^}]+)\}/g)].map((match) => [match[1] ?? '', 'x']),
      );
      const response = await call(entry.operationId, {
        params,
        body: entry.method === 'GET' ? undefined : {},
      });
      // A missing handler would leave the request unhandled (an error in tests/setup.ts).
      expect(response.status, entry.operationId).toBeLessThan(500);
    }
  });

  it.each<[string, Parameters<typeof call>[1]]>([
    ['signUpSandbox', { body: { emailAddress: 'neu@example.de' }, token: false }],
    ['requestPasswordReset', { body: { emailAddress: 'demo@example.com' }, token: false }],
    [
      'resetPassword',
      {
        body: { password: 'Neu2026!', passwordConfirmation: 'Neu2026!', token: ENTRY_IDS.resetToken },
        token: false,
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
        token: false,
      },
    ],
  ])('%s answers its success without a body, as the contract says', async (operationId, options) => {
    const response = await call(operationId, options);
    expect(operation(operationId).successStatuses).toContain(response.status);
    expect(await response.text()).toBe('');
  });
});
