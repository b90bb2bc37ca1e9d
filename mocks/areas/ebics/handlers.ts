/**
 * The direct debit (EBICS) setup of a bank account, one step per call, as the state machine in
 * rules.ts allows. The contract gives these calls 400 (not 409) for a step
 * that is not possible in the current status. Activation by the bank: see activation.ts.
 */
import type { HttpHandler } from 'msw';
import {
  DownloadEbicsBankRequestBody,
  InitializeEbicsBody,
  RequestEbicsFromBankBody,
  SendCreditorIdentifierBody,
  UpdateEbicsConnectionStatusBody,
} from '../../../src-generated/zod/ebics/ebics.zod';
import type { Db, EbicsConnectionRecord } from '../../db/schema';
import { EBICS_BICS } from '../bank/rules';
import { activateDueConnections } from './activation';
import { nowIso } from '../../lib/ids';
import { badRequest, notFound, ok, omit, pdfResponse, fieldError } from '../../lib/respond';
import { route, type RouteContext } from '../../lib/route';
import { applyEbicsAction, moveEbicsStatus, type EbicsAction } from './rules';
import { bankRequestPdf, iniLetterPdf } from './documents';

const answer = (connection: EbicsConnectionRecord) => ok(omit(connection, 'waitingSince'));

const findConnection = (db: Db, id: string | undefined) =>
  db.ebicsConnections.find((candidate) => candidate.id === id);

/** A wizard step: the connection moves on if its status allows the action, after `update`. */
const step =
  (
    action: EbicsAction,
    update: (connection: EbicsConnectionRecord, context: RouteContext) => Response | void,
  ) =>
  (context: RouteContext) => {
    const connection = findConnection(context.db, context.params.id);
    if (!connection) return notFound('EBICS connection');
    const transition = applyEbicsAction(connection.status, action);
    if (!transition.ok) return badRequest(transition.message);
    const refused = update(connection, context);
    if (refused) return refused;
    connection.status = transition.to;
    return answer(connection);
  };

export const ebicsHandlers: HttpHandler[] = [
  route('listEbicsBics', () => ok(EBICS_BICS)),

  route('getEbicsConnection', ({ db, params }) => {
    activateDueConnections(db);
    const connection = findConnection(db, params.id);
    return connection ? answer(connection) : notFound('EBICS connection');
  }),

  route('updateEbicsConnectionStatus', ({ db, params, body }) => {
    const connection = findConnection(db, params.id);
    if (!connection) return notFound('EBICS connection');
    const { status } = UpdateEbicsConnectionStatusBody.parse(body);
    const transition = moveEbicsStatus(connection.status, status);
    if (!transition.ok) return badRequest(transition.message);
    connection.status = transition.to;
    delete connection.waitingSince;
    return answer(connection);
  }),

  route(
    'sendCreditorIdentifier',
    step('send_creditor_identifier', (connection, { db, body }) => {
      const { creditorIdentifier } = SendCreditorIdentifierBody.parse(body);
      connection.creditorIdentifier = creditorIdentifier;
      db.company.creditorIdentifier = creditorIdentifier;
    }),
  ),

  route(
    'requestEbicsFromBank',
    step('request_ebics_from_bank', (connection, { body }) => {
      const { withdrawLimit, creditorName } = RequestEbicsFromBankBody.parse(body);
      if (!creditorName.trim()) return fieldError('creditorName', 'creditorName is required');
      connection.withdrawLimit = withdrawLimit;
      connection.creditorName = creditorName.trim();
    }),
  ),

  route(
    'initializeEbics',
    step('initialize_ebics', (connection, { body }) => {
      const { userId, partnerId } = InitializeEbicsBody.parse(body);
      connection.userId = userId;
      connection.partnerId = partnerId;
    }),
  ),

  route(
    'confirmIniLetterSent',
    step('sent_ini_letter', (connection) => {
      connection.waitingSince = nowIso();
    }),
  ),

  // The form is filled in with what was typed; the status stays (requestEbicsFromBank moves it on).
  route('downloadEbicsBankRequest', async ({ db, params, body }) => {
    const connection = findConnection(db, params.id);
    if (!connection) return notFound('EBICS connection');
    if (connection.status === 'SETTING_UP_CREDITOR_IDENTIFIER')
      return badRequest('The creditor identifier has to be sent first');
    const request = DownloadEbicsBankRequestBody.parse(body);
    if (!request.creditorName.trim()) return fieldError('creditorName', 'creditorName is required');
    // At the request step the typed values are kept, so the form and the step agree.
    if (connection.status === 'REQUESTING_EBICS_FROM_BANK') {
      connection.withdrawLimit = request.withdrawLimit;
      connection.creditorName = request.creditorName.trim();
    }
    return pdfResponse(await bankRequestPdf(db, connection, request), 'ebics-bankantrag.pdf');
  }),

  // The contract has no 400 here: before the ids are known there is no letter to find.
  route('getEbicsIniLetter', async ({ db, params }) => {
    const connection = findConnection(db, params.id);
    if (!connection) return notFound('EBICS connection');
    if (!connection.userId || !connection.partnerId) return notFound('INI letter');
    return pdfResponse(await iniLetterPdf(db, connection), 'ini-brief.pdf');
  }),
];
