/**
 * The portal's keyboard shortcuts as a pure function of the key pressed and the key before it,
 * so the rules (what a key does, when it does nothing) are testable without a browser.
 */

export type GoTarget = 'home' | 'payments' | 'invoices' | 'customers';

export type ShortcutCommand =
  | { kind: 'palette' }
  | { kind: 'focusSearch' }
  | { kind: 'create' }
  | { kind: 'help' }
  | { kind: 'go'; target: GoTarget };

export type KeyPress = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The key was pressed while typing: in an input, a textarea, a select or editable content. */
  typing: boolean;
};

/** A pending 'g' waits this long for its second key. */
export const SEQUENCE_TIMEOUT_MS = 1500;

export type SequenceState = { pendingSince: number | null };
export const initialSequence: SequenceState = { pendingSince: null };

export const goTargets: Record<string, GoTarget> = {
  h: 'home',
  p: 'payments',
  i: 'invoices',
  c: 'customers',
};

export const goDestinations: Record<GoTarget, string> = {
  home: '/dashboard/home',
  payments: '/dashboard/transactions/payments',
  invoices: '/dashboard/transactions/invoices',
  customers: '/dashboard/debtors',
};

/**
 * The shortcuts as the help dialog lists them: the keys (pressed one after the other, or together)
 * and the translation key of what they do.
 */
export const shortcutList: { keys: string[]; together?: boolean; label: string }[] = [
  { keys: ['Ctrl/⌘', 'K'], together: true, label: 'shortcuts.palette' },
  { keys: ['/'], label: 'shortcuts.focusSearch' },
  { keys: ['n'], label: 'shortcuts.create' },
  { keys: ['g', 'h'], label: 'shortcuts.goHome' },
  { keys: ['g', 'p'], label: 'shortcuts.goPayments' },
  { keys: ['g', 'i'], label: 'shortcuts.goInvoices' },
  { keys: ['g', 'c'], label: 'shortcuts.goCustomers' },
  { keys: ['?'], label: 'shortcuts.help' },
];

type Result = { state: SequenceState; command: ShortcutCommand | null };

const none = (state: SequenceState = initialSequence): Result => ({ state, command: null });

/**
 * What a key press does. Ctrl/Cmd+K opens the palette from anywhere, also from a field; every other
 * shortcut is a single unmodified key and does nothing while the user types or holds Ctrl, Cmd or Alt.
 */
export const readShortcut = (state: SequenceState, press: KeyPress, now: number): Result => {
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if ((press.ctrlKey || press.metaKey) && !press.altKey && key === 'k')
    return { ...none(), command: { kind: 'palette' } };
  if (press.ctrlKey || press.metaKey || press.altKey || press.typing) return none();

  const pending = state.pendingSince !== null && now - state.pendingSince <= SEQUENCE_TIMEOUT_MS;
  if (pending) {
    const target = goTargets[key];
    return target ? { state: initialSequence, command: { kind: 'go', target } } : none();
  }
  switch (press.key) {
    case 'g':
      return { state: { pendingSince: now }, command: null };
    case '/':
      return { state: initialSequence, command: { kind: 'focusSearch' } };
    case 'n':
      return { state: initialSequence, command: { kind: 'create' } };
    case '?':
      return { state: initialSequence, command: { kind: 'help' } };
    default:
      return none();
  }
};

/** Whether the element takes typed text: a text field, a select or editable content. */
export const isTypingTarget = (element: EventTarget | null): boolean => {
  if (!(element instanceof HTMLElement)) return false;
  // isContentEditable also covers inherited editing; the attribute check is for DOMs without it.
  if (element.isContentEditable || element.closest('[contenteditable]:not([contenteditable="false"])'))
    return true;
  const tag = element.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
};
