/**
 * The direct debit (EBICS) setup as spec 1 §4 describes it: five forward steps, each with its own
 * action, and three Back moves through PATCH .../status. Everything else is refused.
 */
import type { EbicsConnectionStatus } from '../../../src-generated/model/ebicsConnectionStatus';

export type EbicsAction =
  | 'send_creditor_identifier'
  | 'request_ebics_from_bank'
  | 'initialize_ebics'
  | 'sent_ini_letter'
  /** Not a portal call: the bank switching the connection on (see activation.ts). */
  | 'bank_activation';

type Step = { from: EbicsConnectionStatus; to: EbicsConnectionStatus };

export const EBICS_STEPS: Record<EbicsAction, Step> = {
  send_creditor_identifier: { from: 'SETTING_UP_CREDITOR_IDENTIFIER', to: 'REQUESTING_EBICS_FROM_BANK' },
  request_ebics_from_bank: { from: 'REQUESTING_EBICS_FROM_BANK', to: 'INITIALIZING_EBICS' },
  initialize_ebics: { from: 'INITIALIZING_EBICS', to: 'SENDING_INI_LETTER' },
  sent_ini_letter: { from: 'SENDING_INI_LETTER', to: 'WAITING_FOR_ACTIVATION' },
  bank_activation: { from: 'WAITING_FOR_ACTIVATION', to: 'ACTIVE' },
};

/** The wizard's Back button; there is no way back from creditor id, INI letter and active. */
export const EBICS_BACK_MOVES: Partial<Record<EbicsConnectionStatus, EbicsConnectionStatus>> = {
  REQUESTING_EBICS_FROM_BANK: 'SETTING_UP_CREDITOR_IDENTIFIER',
  INITIALIZING_EBICS: 'REQUESTING_EBICS_FROM_BANK',
  WAITING_FOR_ACTIVATION: 'SENDING_INI_LETTER',
};

export type EbicsTransition = { ok: true; to: EbicsConnectionStatus } | { ok: false; message: string };

export const applyEbicsAction = (from: EbicsConnectionStatus, action: EbicsAction): EbicsTransition => {
  const step = EBICS_STEPS[action];
  return step.from === from
    ? { ok: true, to: step.to }
    : { ok: false, message: `Action ${action} is only possible in status ${step.from}, not in ${from}` };
};

/** PATCH .../status: only the Back moves of the wizard. */
export const moveEbicsStatus = (from: EbicsConnectionStatus, to: EbicsConnectionStatus): EbicsTransition =>
  EBICS_BACK_MOVES[from] === to
    ? { ok: true, to }
    : { ok: false, message: `Status change from ${from} to ${to} is not allowed` };
