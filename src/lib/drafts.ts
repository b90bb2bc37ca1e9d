/**
 * Drafts of long forms, kept in the tab's sessionStorage under the signed-in user and company
 * (src/lib/user-scope.ts): they survive a reload, a crash of the tab and a new sign-in after the
 * session ended, and no other user signing in on the browser sees them. A save or a discard clears
 * a form's draft; a logout clears them all (src/lib/session.ts).
 */
import { DRAFT_KEY_PREFIX } from './session';
import { getUserScope, scopedStorageKey, type UserScope } from './user-scope';

/** What a form typed (its own values, as JSON) and when it was last written. */
export type Draft<T> = { values: T; savedAt: number };

/**
 * Whose drafts: the signed-in user and company, unless a form names its own scope (the onboarding
 * of an invitation, before anyone is signed in).
 */
export type DraftScope = UserScope | null;

const keyOf = (formId: string, scope: DraftScope) => scopedStorageKey(`${DRAFT_KEY_PREFIX}${formId}`, scope);

/**
 * Passwords are never written to storage, and files (an invoice PDF, a product image) are not
 * kept either: they are typed or chosen again.
 */
const kept = (key: string, value: unknown) =>
  /password/i.test(key) || (typeof Blob !== 'undefined' && value instanceof Blob) ? undefined : value;

/** Keeps the form's values; without a known user nothing is kept. */
export const saveDraft = (formId: string, values: unknown, now = Date.now(), scope = getUserScope()) => {
  const key = keyOf(formId, scope);
  if (!key) return;
  try {
    sessionStorage.setItem(key, JSON.stringify({ values, savedAt: now }, kept));
  } catch {
    // Storage full or unavailable: the form still holds what was typed.
  }
};

/**
 * The current user's draft of the form, or null (none, another user's, or malformed). The values
 * are the form's own, written by `saveDraft` under the same form id.
 */
export const readDraft = <T>(formId: string, scope = getUserScope()): Draft<T> | null => {
  const key = keyOf(formId, scope);
  if (!key) return null;
  let json: unknown;
  try {
    json = JSON.parse(sessionStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || !('values' in json) || !('savedAt' in json)) return null;
  const { values, savedAt } = json;
  if (typeof values !== 'object' || values === null || typeof savedAt !== 'number') return null;
  // The form with this id wrote these values; a form whose fields change renames its id.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions
  return { values: values as T, savedAt };
};

export const clearDraft = (formId: string, scope = getUserScope()) => {
  const key = keyOf(formId, scope);
  if (!key) return;
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
};
