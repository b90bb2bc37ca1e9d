/**
 * The stand-in for the bank's signing flow (mock builds only): POST /yes/start sends the browser
 * here; signing goes back to the portal with the callback's code and state, cancelling with an
 * error, as a bank would. It only ever returns to its own origin.
 */
import { element, standInBadge } from './dom';

const query = new URLSearchParams(window.location.search);
const root = document.getElementById('bank');

const returnTo = (() => {
  try {
    const url = new URL(query.get('redirect_uri') ?? '/dashboard/company/contract', window.location.origin);
    return url.origin === window.location.origin ? url : null;
  } catch {
    return null;
  }
})();

const leave = (params: Record<string, string>) => {
  if (!returnTo) return;
  for (const [name, value] of Object.entries(params)) returnTo.searchParams.set(name, value);
  window.location.assign(returnTo.toString());
};

const state = query.get('state') ?? '';
const sign = element('button', { type: 'button' }, 'Sign with my bank');
const cancel = element('button', { type: 'button', class: 'secondary' }, 'Cancel');
sign.addEventListener('click', () => leave({ code: query.get('code') ?? '', state }));
cancel.addEventListener('click', () => leave({ error: 'access_denied', state }));

root?.replaceChildren(
  standInBadge(),
  element('h1', {}, 'Test bank: qualified electronic signature'),
  element('p', {}, `You are about to sign "${query.get('title') ?? 'the contract'}" with your bank.`),
  returnTo
    ? element('div', { class: 'actions' }, cancel, sign)
    : element('p', { class: 'error', role: 'alert' }, 'The return address is not valid.'),
);
