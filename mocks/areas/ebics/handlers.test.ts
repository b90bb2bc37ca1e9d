import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ListBankAccountsResponse } from '../../../src-generated/zod/bank-accounts/bank-accounts.zod';
import {
  ConfirmIniLetterSentResponse,
  GetEbicsConnectionResponse,
  InitializeEbicsResponse,
  ListEbicsBicsResponse,
  RequestEbicsFromBankResponse,
  SendCreditorIdentifierResponse,
  UpdateEbicsConnectionStatusResponse,
} from '../../../src-generated/zod/ebics/ebics.zod';
import type { EbicsConnectionStatus } from '../../../src-generated/model/ebicsConnectionStatus';
import { getDb, resetDb } from '../../db/store';
import { type CallResult, callOperation, expectContract, expectProblem } from '../../test-helpers';
import { EBICS_ACTIVATION_DELAY_MS } from './activation';

/** The account and EBICS connection of the seeded account with this label. */
const seeded = (label: string) => {
  const account = getDb().bankAccounts.find((candidate) => candidate.bankAccountLabel === label);
  const id = account?.ebicsConnectionReference ?? '';
  return { account, id };
};

const status = async (id: string) =>
  expectContract(
    'getEbicsConnection',
    GetEbicsConnectionResponse,
    await callOperation('getEbicsConnection', { params: { id } }),
  ).status;

const expectPdf = async (response: CallResult) => {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = response.bytes;
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  return PDFDocument.load(bytes);
};

describe('supported banks', () => {
  it('lists some of the seeded banks and not others', async () => {
    const bics = expectContract('listEbicsBics', ListEbicsBicsResponse, await callOperation('listEbicsBics'));
    expect(bics).toEqual(expect.arrayContaining(['COBADEFFXXX', 'GENODEM1GLS']));
    expect(bics).not.toContain('HYVEDEMM488');
    expect(bics).not.toContain('INGDDEFFXXX');
  });
});

describe('direct debit setup', () => {
  it('walks from the creditor identifier to active', async () => {
    const { id, account } = seeded('Vereinskonto');
    expect(await status(id)).toBe('SETTING_UP_CREDITOR_IDENTIFIER');

    const sent = await callOperation('sendCreditorIdentifier', {
      params: { id },
      body: { creditorIdentifier: 'DE12ZZZ00001234567' },
    });
    expect(expectContract('sendCreditorIdentifier', SendCreditorIdentifierResponse, sent)).toMatchObject({
      status: 'REQUESTING_EBICS_FROM_BANK',
      creditorIdentifier: 'DE12ZZZ00001234567',
    });
    expect(getDb().company.creditorIdentifier).toBe('DE12ZZZ00001234567');

    const form = await callOperation('downloadEbicsBankRequest', {
      params: { id },
      body: { withdrawLimit: 25000, creditorName: 'Bäckerei Schneider' },
    });
    expect((await expectPdf(form)).getTitle()).toMatch(/EBICS/);
    expect(await status(id)).toBe('REQUESTING_EBICS_FROM_BANK');

    const requested = await callOperation('requestEbicsFromBank', {
      params: { id },
      body: { withdrawLimit: 25000, creditorName: 'Bäckerei Schneider' },
    });
    expect(expectContract('requestEbicsFromBank', RequestEbicsFromBankResponse, requested)).toMatchObject({
      status: 'INITIALIZING_EBICS',
      withdrawLimit: 25000,
      creditorName: 'Bäckerei Schneider',
    });

    const initialised = await callOperation('initializeEbics', {
      params: { id },
      body: { userId: 'SCHNEIDER01', partnerId: 'PARTNER4711' },
    });
    expect(expectContract('initializeEbics', InitializeEbicsResponse, initialised)).toMatchObject({
      status: 'SENDING_INI_LETTER',
      userId: 'SCHNEIDER01',
      partnerId: 'PARTNER4711',
    });

    const letter = await expectPdf(await callOperation('getEbicsIniLetter', { params: { id } }));
    expect(letter.getTitle()).toBe('INI-Brief');

    const confirmed = await callOperation('confirmIniLetterSent', { params: { id } });
    expect(expectContract('confirmIniLetterSent', ConfirmIniLetterSentResponse, confirmed).status).toBe(
      'WAITING_FOR_ACTIVATION',
    );
    expect(await status(id)).toBe('WAITING_FOR_ACTIVATION');
    expect(account?.directDebitActive).toBe(false);

    // The bank activates it a while later, seen by the next read.
    const connection = getDb().ebicsConnections.find((candidate) => candidate.id === id);
    if (connection) connection.waitingSince = new Date(Date.now() - EBICS_ACTIVATION_DELAY_MS).toISOString();
    const list = expectContract(
      'listBankAccounts',
      ListBankAccountsResponse,
      await callOperation('listBankAccounts'),
    );
    expect(list.bankAccounts.find((candidate) => candidate.id === account?.id)?.directDebitActive).toBe(true);
    expect(await status(id)).toBe('ACTIVE');
  });

  it.each([
    ['REQUESTING_EBICS_FROM_BANK', 'SETTING_UP_CREDITOR_IDENTIFIER'],
    ['INITIALIZING_EBICS', 'REQUESTING_EBICS_FROM_BANK'],
    ['WAITING_FOR_ACTIVATION', 'SENDING_INI_LETTER'],
  ] as const)('goes back from %s to %s', async (from, to) => {
    const { id } = seeded('Vereinskonto');
    const connection = getDb().ebicsConnections.find((candidate) => candidate.id === id);
    if (connection) connection.status = from;
    const response = await callOperation('updateEbicsConnectionStatus', {
      params: { id },
      body: { status: to },
    });
    expect(
      expectContract('updateEbicsConnectionStatus', UpdateEbicsConnectionStatusResponse, response).status,
    ).toBe(to);
  });

  it.each<[EbicsConnectionStatus, EbicsConnectionStatus]>([
    ['SETTING_UP_CREDITOR_IDENTIFIER', 'REQUESTING_EBICS_FROM_BANK'],
    ['SENDING_INI_LETTER', 'INITIALIZING_EBICS'],
    ['ACTIVE', 'WAITING_FOR_ACTIVATION'],
    ['INITIALIZING_EBICS', 'SETTING_UP_CREDITOR_IDENTIFIER'],
    ['WAITING_FOR_ACTIVATION', 'ACTIVE'],
  ])('refuses to move from %s to %s', async (from, to) => {
    const { id } = seeded('Mietkonto');
    const connection = getDb().ebicsConnections.find((candidate) => candidate.id === id);
    if (connection) connection.status = from;
    const response = await callOperation('updateEbicsConnectionStatus', {
      params: { id },
      body: { status: to },
    });
    expect(response.status).toBe(400);
    expectProblem(response);
    expect(await status(id)).toBe(from);
  });

  it('refuses a step out of order and leaves the connection as it was', async () => {
    const { id } = seeded('Mietkonto');
    expect(await status(id)).toBe('INITIALIZING_EBICS');
    const early = await callOperation('confirmIniLetterSent', { params: { id } });
    expect(early.status).toBe(400);
    expect(expectProblem(early).message).toMatch(/SENDING_INI_LETTER/);
    const repeated = await callOperation('sendCreditorIdentifier', {
      params: { id },
      body: { creditorIdentifier: 'DE12ZZZ00001234567' },
    });
    expect(repeated.status).toBe(400);
    const letter = await callOperation('getEbicsIniLetter', { params: { id } });
    expect(letter.status).toBe(404);
    expect(await status(id)).toBe('INITIALIZING_EBICS');
  });

  it('validates each step', async () => {
    const setup = seeded('Vereinskonto').id;
    const initialising = seeded('Mietkonto').id;
    const invalid: [string, string, unknown][] = [
      ['sendCreditorIdentifier', setup, { creditorIdentifier: 'DE12 ZZZ 0000' }],
      ['initializeEbics', initialising, { userId: 'SCHNEIDER 01', partnerId: 'P1' }],
      ['initializeEbics', initialising, { userId: 'A'.repeat(36), partnerId: 'P1' }],
      ['updateEbicsConnectionStatus', setup, { status: 'DONE' }],
    ];
    for (const [operationId, id, body] of invalid) {
      const response = await callOperation(operationId, { params: { id }, body });
      expect(response.status).toBe(400);
      expectProblem(response);
    }
    const connection = getDb().ebicsConnections.find((candidate) => candidate.id === setup);
    if (connection) connection.status = 'REQUESTING_EBICS_FROM_BANK';
    for (const body of [
      { withdrawLimit: 0, creditorName: 'Bäckerei' },
      { withdrawLimit: 100, creditorName: '  ' },
    ]) {
      expect((await callOperation('requestEbicsFromBank', { params: { id: setup }, body })).status).toBe(400);
      expect((await callOperation('downloadEbicsBankRequest', { params: { id: setup }, body })).status).toBe(
        400,
      );
    }
    expect(await status(setup)).toBe('REQUESTING_EBICS_FROM_BANK');
  });

  it('keeps a seeded waiting connection waiting, and the bank request form needs a creditor id', async () => {
    const waiting = seeded('Lohnkonto').id;
    expect(await status(waiting)).toBe('WAITING_FOR_ACTIVATION');
    expect(await status(waiting)).toBe('WAITING_FOR_ACTIVATION');
    await expectPdf(await callOperation('getEbicsIniLetter', { params: { id: waiting } }));
    const setup = seeded('Vereinskonto').id;
    const form = await callOperation('downloadEbicsBankRequest', {
      params: { id: setup },
      body: { withdrawLimit: 10, creditorName: 'X' },
    });
    expect(form.status).toBe(400);
  });

  it('answers 404 for unknown connections and 401 without token', async () => {
    const calls: [string, unknown][] = [
      ['getEbicsConnection', undefined],
      ['updateEbicsConnectionStatus', { status: 'ACTIVE' }],
      ['sendCreditorIdentifier', { creditorIdentifier: 'DE12ZZZ00001234567' }],
      ['requestEbicsFromBank', { withdrawLimit: 1, creditorName: 'X' }],
      ['initializeEbics', { userId: 'A', partnerId: 'B' }],
      ['downloadEbicsBankRequest', { withdrawLimit: 1, creditorName: 'X' }],
      ['getEbicsIniLetter', undefined],
      ['confirmIniLetterSent', undefined],
    ];
    for (const [operationId, body] of calls) {
      const response = await callOperation(operationId, { params: { id: 'unknown' }, body });
      expect(response.status, operationId).toBe(404);
      expectProblem(response);
      expect(
        (await callOperation(operationId, { params: { id: 'unknown' }, body, token: null })).status,
      ).toBe(401);
    }
    expect((await callOperation('listEbicsBics', { token: null })).status).toBe(401);
  });

  it('has no connections in a fresh company', async () => {
    resetDb('fresh');
    expect(getDb().ebicsConnections).toEqual([]);
  });
});
