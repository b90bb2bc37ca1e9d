import { describe, expect, it } from 'vitest';
import type { Debitor } from '../../../src-generated/model/debitor';
import {
  ChangeDebitorPaymentMethodResponse,
  GetDebitorResponse,
  ListDebitorsResponse,
  ResendDebitorInvitationResponse,
  UpdateDebitorResponse,
} from '../../../src-generated/zod/customers/customers.zod';
import { getDb } from '../../db/store';
import { Problem, callOperation, operationById, parseSuccess } from '../../test-helpers';

const seeded = (predicate: (debitor: Debitor) => boolean): Debitor => {
  const found = getDb().debitors.find(predicate);
  if (!found) throw new Error('No seeded customer fits');
  return structuredClone(found);
};

const inputOf = (debitor: Debitor) => ({
  type: debitor.type,
  paymentMethod: debitor.paymentMethod,
  firstName: debitor.firstName,
  lastName: debitor.lastName,
  companyName: debitor.companyName,
  emailAddress: debitor.emailAddress,
  vatId: debitor.vatId,
  address: debitor.address,
});

const fetchDebitor = async (id: string) =>
  GetDebitorResponse.parse((await callOperation('getDebitor', { params: { id } })).body);

const hasActiveMandate = (debitor: Debitor) =>
  getDb().sepaMandates.some((mandate) => mandate.debitorId === debitor.id && mandate.state === 'ACTIVE');

/** A named online-payment person without a mandate, whatever other seeds add. */
const onlinePerson = (debitor: Debitor) =>
  debitor.type === 'PERSON' &&
  !!debitor.lastName &&
  debitor.paymentMethod === 'ONLINE_PAYMENT' &&
  debitor.onboardingState === 'ONBOARDING_COMPLETED' &&
  !hasActiveMandate(debitor);

describe('updating customers', () => {
  it('changes names and the extra invoice e-mail addresses', async () => {
    const debitor = seeded(onlinePerson);
    const { status, body } = await callOperation('updateDebitor', {
      params: { id: debitor.id },
      body: {
        ...inputOf(debitor),
        lastName: 'Neumann-Berger',
        additionalEmailAddresses: ['rechnung@example.de', 'steuer@example.de'],
      },
    });
    expect(status).toBe(200);
    const updated = UpdateDebitorResponse.parse(body);
    expect(updated).toMatchObject({
      id: debitor.id,
      lastName: 'Neumann-Berger',
      additionalEmailAddresses: ['rechnung@example.de', 'steuer@example.de'],
      onboardingState: 'ONBOARDING_COMPLETED',
      invitationType: 'MANUAL',
    });
    expect(await fetchDebitor(debitor.id)).toEqual(updated);
    const cleared = await callOperation('updateDebitor', {
      params: { id: debitor.id },
      body: { ...inputOf(updated), additionalEmailAddresses: [] },
    });
    expect(UpdateDebitorResponse.parse(cleared.body).additionalEmailAddresses).toEqual([]);
  });

  it('invites to direct debit when the method changes and no mandate exists, not when one does', async () => {
    const first = seeded(onlinePerson);
    const switched = await callOperation('updateDebitor', {
      params: { id: first.id },
      body: { ...inputOf(first), paymentMethod: 'DIRECT_DEBIT' },
    });
    expect(UpdateDebitorResponse.parse(switched.body)).toMatchObject({
      paymentMethod: 'DIRECT_DEBIT',
      onboardingState: 'ONBOARDING_PENDING',
    });
    const second = seeded((debitor) => onlinePerson(debitor) && debitor.id !== first.id);
    getDb().sepaMandates.push({
      id: 'mandate-1',
      mandateReference: 'MR-2026-0001',
      iban: 'DE89370400440532013000',
      state: 'ACTIVE',
      debitorId: second.id,
      createdDateTimeUTC: '2026-10-01T10:00:00.000Z',
    });
    const withMandate = await callOperation('updateDebitor', {
      params: { id: second.id },
      body: { ...inputOf(second), paymentMethod: 'DIRECT_DEBIT' },
    });
    expect(UpdateDebitorResponse.parse(withMandate.body).onboardingState).toBe('ONBOARDING_COMPLETED');
  });

  it('refuses another customer e-mail address and missing names (400), unknown ids (404)', async () => {
    const first = seeded((debitor) => debitor === getDb().debitors[0]);
    const second = seeded((debitor) => debitor === getDb().debitors[1]);
    const taken = await callOperation('updateDebitor', {
      params: { id: first.id },
      body: { ...inputOf(first), emailAddress: second.emailAddress },
    });
    expect(taken.status).toBe(400);
    expect(Problem.parse(taken.body).errors?.[0]?.field).toBe('emailAddress');
    const own = await callOperation('updateDebitor', {
      params: { id: first.id },
      body: inputOf(first),
    });
    expect(own.status).toBe(200);
    const unknown = await callOperation('updateDebitor', {
      params: { id: 'unknown' },
      body: inputOf(first),
    });
    expect(unknown.status).toBe(404);
    Problem.parse(unknown.body);
    expect(
      (await callOperation('updateDebitor', { params: { id: 'x' }, body: inputOf(first), token: null }))
        .status,
    ).toBe(401);
  });
});

describe('deleting customers', () => {
  it('keeps the e-mail address but removes the names, so the list shows it as deleted', async () => {
    const debitor = seeded((candidate) => candidate.type === 'ORGANIZATION');
    const { status, body } = await callOperation('deleteDebitor', { params: { id: debitor.id } });
    expect(status).toBe(200);
    parseSuccess('deleteDebitor', body);
    const after = await fetchDebitor(debitor.id);
    expect(after).toMatchObject({ id: debitor.id, emailAddress: debitor.emailAddress });
    expect([after.firstName, after.lastName, after.companyName]).toEqual([undefined, undefined, undefined]);
    const listed = ListDebitorsResponse.parse(
      (await callOperation('listDebitors', { query: { size: 100 } })).body,
    );
    expect(listed.page.totalElements).toBe(60);
    // Deleting again changes nothing.
    expect((await callOperation('deleteDebitor', { params: { id: debitor.id } })).status).toBe(200);
  });

  it('refuses edits, method changes and invitations of a deleted customer (400)', async () => {
    const debitor = seeded(onlinePerson);
    await callOperation('deleteDebitor', { params: { id: debitor.id } });
    const calls = [
      callOperation('updateDebitor', { params: { id: debitor.id }, body: inputOf(debitor) }),
      callOperation('changeDebitorPaymentMethod', {
        params: { id: debitor.id },
        body: { paymentMethod: 'DIRECT_DEBIT' },
      }),
      callOperation('resendDebitorInvitation', { params: { id: debitor.id } }),
    ];
    for (const result of await Promise.all(calls)) {
      expect(result.status).toBe(400);
      expect(Problem.parse(result.body).message).toBe('The customer has been deleted');
    }
    // The contract declares the refusal for each of them (the fuzz pass found it missing on the resend).
    for (const operationId of ['updateDebitor', 'changeDebitorPaymentMethod', 'resendDebitorInvitation'])
      expect([operationId, operationById(operationId).statuses]).toEqual([
        operationId,
        expect.arrayContaining(['400']),
      ]);
  });

  it('answers 404 for an unknown id and 401 without a token', async () => {
    expect((await callOperation('deleteDebitor', { params: { id: 'unknown' } })).status).toBe(404);
    expect((await callOperation('deleteDebitor', { params: { id: 'x' }, token: null })).status).toBe(401);
  });
});

describe('payment method and invitation', () => {
  it('changes the payment method and invites the customer (ONBOARDING_COMPLETED -> ONBOARDING_PENDING)', async () => {
    const debitor = seeded(onlinePerson);
    const { status, body } = await callOperation('changeDebitorPaymentMethod', {
      params: { id: debitor.id },
      body: { paymentMethod: 'DIRECT_DEBIT' },
    });
    expect(status).toBe(200);
    const changed = ChangeDebitorPaymentMethodResponse.parse(body);
    expect(changed).toMatchObject({ paymentMethod: 'DIRECT_DEBIT', onboardingState: 'ONBOARDING_PENDING' });
    expect(changed.paymentMethodSetupLink).toMatch(/^https:\/\//);
    expect(await fetchDebitor(debitor.id)).toEqual(changed);
  });

  it('resends the invitation with a copyable setup link (pending stays pending)', async () => {
    for (const debitor of [
      seeded(onlinePerson),
      seeded((candidate) => candidate.onboardingState === 'ONBOARDING_PENDING'),
    ]) {
      const { status, body } = await callOperation('resendDebitorInvitation', { params: { id: debitor.id } });
      expect(status).toBe(200);
      const resent = ResendDebitorInvitationResponse.parse(body);
      expect(resent.onboardingState).toBe('ONBOARDING_PENDING');
      expect(resent.paymentMethodSetupLink).toContain(debitor.id);
    }
  });

  it('answers 400 for an invalid method, 404 for unknown ids and 401 without a token', async () => {
    const debitor = seeded(onlinePerson);
    const invalid = await callOperation('changeDebitorPaymentMethod', {
      params: { id: debitor.id },
      body: { paymentMethod: 'CASH' },
    });
    expect(invalid.status).toBe(400);
    Problem.parse(invalid.body);
    for (const result of [
      await callOperation('changeDebitorPaymentMethod', {
        params: { id: 'unknown' },
        body: { paymentMethod: 'DIRECT_DEBIT' },
      }),
      await callOperation('resendDebitorInvitation', { params: { id: 'unknown' } }),
    ]) {
      expect(result.status).toBe(404);
      Problem.parse(result.body);
    }
    expect(
      (await callOperation('resendDebitorInvitation', { params: { id: 'x' }, token: null })).status,
    ).toBe(401);
  });
});
