/** The bank's side of the direct debit setup: it activates a connection after the INI letter. */
import type { Db } from '../../db/schema';
import { saveSoon } from '../../db/store';
import { applyEbicsAction } from './rules';

/**
 * How long after the INI letter was confirmed the mock's bank switches the connection on. The
 * activation happens on the next read (GET /sepa/ebics-connections/{id} or GET /bankaccounts) after
 * that; a seeded waiting connection has no confirmation time and keeps waiting until its letter is
 * confirmed again (Back to the INI letter, then confirm).
 */
export const EBICS_ACTIVATION_DELAY_MS = 30_000;

/** Activates what is due; reads call it, so it saves itself (route() saves after writes only). */
export const activateDueConnections = (db: Db, now = Date.now()) => {
  let changed = false;
  for (const connection of db.ebicsConnections) {
    if (connection.status !== 'WAITING_FOR_ACTIVATION' || !connection.waitingSince) continue;
    if (now - Date.parse(connection.waitingSince) < EBICS_ACTIVATION_DELAY_MS) continue;
    const transition = applyEbicsAction(connection.status, 'bank_activation');
    if (!transition.ok) continue;
    connection.status = transition.to;
    delete connection.waitingSince;
    const account = db.bankAccounts.find((candidate) => candidate.ebicsConnectionReference === connection.id);
    if (account) account.directDebitActive = true;
    changed = true;
  }
  if (changed) saveSoon();
};
