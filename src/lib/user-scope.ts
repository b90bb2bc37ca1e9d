/**
 * Whose data the browser holds: the signed-in user (their e-mail address, as the contract's User
 * has no id) and the company they work in. Everything the portal keeps of a user in the browser
 * (drafts, saved list views, list preferences, the query cache) is filed under this scope, so
 * that another user signing in on the same browser never sees it.
 *
 * The dashboard sets the scope once it has read the user and the company; a sign-out clears it.
 */
export type UserScope = { email: string; companyId: string };

type Listener = (scope: UserScope | null) => void;

let current: UserScope | null = null;
const listeners = new Set<Listener>();

const same = (a: UserScope | null, b: UserScope | null) =>
  a === b || (a !== null && b !== null && a.email === b.email && a.companyId === b.companyId);

/** Sets the scope (null: nobody is signed in); listeners hear only of a change. */
export const setUserScope = (scope: UserScope | null) => {
  const next = scope && { email: scope.email.trim().toLowerCase(), companyId: scope.companyId };
  if (same(current, next)) return;
  current = next;
  listeners.forEach((listener) => listener(current));
};

export const getUserScope = (): UserScope | null => current;

/** The scope as one string ('anna@example.com|6f1c…'), or null when nobody is known. */
export const userScopeId = (scope: UserScope | null = current): string | null =>
  scope ? `${scope.email}|${scope.companyId}` : null;

/** A storage key of the current user's (`portal.views.payments@anna@example.com|6f1c…`), or null. */
export const scopedStorageKey = (base: string, scope: UserScope | null = current): string | null => {
  const id = userScopeId(scope);
  return id === null ? null : `${base}@${id}`;
};

/** Calls back when the scope changes; returns the function that stops it. */
export const onUserScopeChange = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
