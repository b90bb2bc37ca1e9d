/**
 * The stand-in for the third-party bank-login widget (mock builds only): it shows the accounts
 * the "bank" found for the session key, lets the user pick them and finish, and tells the portal
 * around it. Its data comes from the mock backend's widget handlers (areas/bank/widget.ts).
 */
import { MOCK_API_ORIGIN } from '../auth';
import { BANK_WIDGET_API } from '../areas/bank/widget-paths';
import { element, standInBadge } from './dom';

type Session = { bankName?: string; accounts: { iban: string; accountHolder?: string }[] };

const root = document.getElementById('widget');
const key = new URLSearchParams(window.location.search).get('wizard_session_key') ?? '';
const sessionUrl = `${MOCK_API_ORIGIN}${BANK_WIDGET_API}/${encodeURIComponent(key)}`;

const show = (...children: Node[]) => root?.replaceChildren(standInBadge(), ...children);

const tellPortal = (event: 'finished' | 'cancelled') =>
  window.parent.postMessage({ source: 'bank-widget', event }, window.location.origin);

const groupIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

const isSession = (value: unknown): value is Session =>
  typeof value === 'object' && value !== null && Array.isArray(Reflect.get(value, 'accounts'));

const finish = async (ibans: string[]) => {
  const response = await fetch(`${sessionUrl}/finish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ibans }),
  });
  if (!response.ok) {
    show(element('p', { class: 'error', role: 'alert' }, 'Choose at least one account.'));
    return;
  }
  show(
    element('h1', {}, 'Done'),
    element('p', {}, 'Your bank login is complete. Go on in the portal with Continue.'),
  );
  tellPortal('finished');
};

const showAccounts = (session: Session) => {
  const boxes = session.accounts.map((account) => {
    const box = element('input', { type: 'checkbox', name: 'iban', value: account.iban });
    box.checked = true;
    return element('label', {}, box, element('span', { class: 'iban' }, groupIban(account.iban)));
  });
  const form = element(
    'form',
    {},
    element('fieldset', {}, element('legend', {}, 'Accounts to connect'), ...boxes),
    element('div', { class: 'actions' }, element('button', { type: 'submit' }, 'Finish')),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const ibans = [...form.querySelectorAll<HTMLInputElement>('input[name="iban"]:checked')].map(
      (box) => box.value,
    );
    void finish(ibans);
  });
  show(
    element('h1', {}, `Log in to ${session.bankName ?? 'your bank'}`),
    element('p', {}, 'You are logged in at the test bank. Choose the accounts the portal may see.'),
    form,
  );
};

const start = async () => {
  const response = await fetch(sessionUrl).catch(() => null);
  const body: unknown = response?.ok ? await response.json() : null;
  if (!isSession(body)) {
    show(element('p', { class: 'error', role: 'alert' }, 'This bank login has expired. Please start again.'));
    return;
  }
  showAccounts(body);
};

void start();
