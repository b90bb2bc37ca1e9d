/**
 * Signing the provider contract with the bank-based signature. The location of the 201 leads to
 * the mock's stand-in bank page (mocks/pages/signing-bank.html, served by the portal in mock
 * builds), which sends the browser back to the portal's contract page with the callback's code
 * and state, as the bank would after the user signed; GET /yes/oidccb with them answers the
 * signed contract and remembers it in db.contractSigning. (No call of the contract reads the
 * signed state back.)
 */
import { HttpResponse, type HttpHandler } from 'msw';
import { CompleteSigningQueryParams } from '../../../src-generated/zod/signing/signing.zod';
import type { Db } from '../../db/schema';
import { saveSoon } from '../../db/store';
import { nextId, nowIso } from '../../lib/ids';
import { makePdf } from '../../lib/pdf';
import { badRequest, pdfResponse } from '../../lib/respond';
import { route } from '../../lib/route';
import { formText, isPdf, readUpload } from '../../lib/uploads';

export const SIGNING_CODE = 'mock-signing-code';
export const PORTAL_ORIGIN = 'http://localhost:5173';
export const SIGNING_BANK_PATH = '/mocks/pages/signing-bank.html';
export const CONTRACT_PAGE_PATH = '/dashboard/company/contract';

/**
 * Where the portal runs: in the browser the mock runs inside the portal's page; over HTTP the
 * caller's origin when it tells, the dev server's otherwise.
 */
const portalOrigin = (request: Request) => {
  if (typeof window !== 'undefined' && window.location.origin.startsWith('http'))
    return window.location.origin;
  for (const candidate of [request.headers.get('origin'), request.headers.get('referer')]) {
    if (!candidate || candidate === 'null') continue;
    try {
      return new URL(candidate).origin;
    } catch {
      // not a URL: try the next one
    }
  }
  return PORTAL_ORIGIN;
};

const signedContract = (db: Db, signer: string, title: string, signedAt: string) =>
  makePdf(title, [
    `Vertragspartner: ${db.company.name}`,
    db.company.address
      ? `${db.company.address.line ?? ''}, ${db.company.address.zipCode ?? ''} ${db.company.address.city ?? ''}`
      : '',
    '',
    'Dieser Vertrag wurde mit einer qualifizierten elektronischen Signatur unterzeichnet.',
    `Unterzeichnet von: ${signer}`,
    `Zeitpunkt der Signatur: ${new Date(signedAt).toLocaleString('de-DE', { timeZone: 'Europe/Berlin' })}`,
    'Signaturverfahren: yes(R) QES über die Hausbank',
  ]);

export const signingHandlers: HttpHandler[] = [
  route('startSigning', async ({ db, body, request }) => {
    const upload = await readUpload(body);
    if (typeof upload === 'string') return badRequest(upload);
    if (!isPdf(upload.bytes)) return badRequest('The contract must be a PDF document');
    const title = formText(body, 'title')?.trim();
    if (!title) return badRequest('title is required');
    const state = nextId(db).slice(-12);
    db.contractSigning = { title, state, code: SIGNING_CODE, startedDateTimeUTC: nowIso() };
    const origin = portalOrigin(request);
    const location = new URL(SIGNING_BANK_PATH, origin);
    location.searchParams.set('redirect_uri', new URL(CONTRACT_PAGE_PATH, origin).toString());
    location.searchParams.set('code', SIGNING_CODE);
    location.searchParams.set('state', state);
    location.searchParams.set('title', title);
    return new HttpResponse(null, { status: 201, headers: { location: location.toString() } });
  }),

  // The callback may be opened again (a reload of the page): it answers the same signed contract.
  route('completeSigning', async ({ db, query, userEmail }) => {
    const signing = db.contractSigning;
    const { code, state } = CompleteSigningQueryParams.parse(query);
    if (!signing || signing.code !== code || (state !== undefined && state !== signing.state))
      return badRequest('Unknown or expired signing request');
    if (!signing.signedDateTimeUTC) {
      signing.signedDateTimeUTC = nowIso();
      saveSoon(); // route() saves after writes only, and this GET is one
    }
    const user = db.users.find((candidate) => candidate.emailAddress === userEmail);
    const signer = user ? `${user.firstName} ${user.lastName} (${user.emailAddress})` : (userEmail ?? '');
    const pdf = await signedContract(db, signer, signing.title, signing.signedDateTimeUTC);
    return pdfResponse(pdf, 'vertrag-signiert.pdf');
  }),
];
