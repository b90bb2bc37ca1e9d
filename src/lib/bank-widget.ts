/**
 * The third-party bank-login widget of the connect bank dialog (spec 1 §2): a page of its
 * provider in a frame, started with the session key of POST /bankconnections. The mock build
 * frames a stand-in page of the mock backend instead (mocks/pages/bank-widget.html), served by the
 * portal itself, so the frame-src of the Content-Security-Policy needs nothing more than 'self'.
 */
import { bankWidgetFrameOrigins } from './content-security-policy';

/** Where the mock build serves its stand-in widget. */
export const MOCK_BANK_WIDGET_PATH = '/mocks/pages/bank-widget.html';

const providerOrigin = bankWidgetFrameOrigins[0] ?? 'https://bank-widget.portal.example';

export const bankWidgetUrl = (sessionKey: string): string => {
  const query = new URLSearchParams({ wizard_session_key: sessionKey }).toString();
  // Spelled out (not env.ts's mockEnabled) so that a production build folds the mock's path away.
  return import.meta.env.VITE_MOCK === 'true'
    ? `${MOCK_BANK_WIDGET_PATH}?${query}`
    : `${providerOrigin}/?${query}`;
};

/** The origin whose messages the dialog listens to. */
export const bankWidgetOrigin = (): string =>
  import.meta.env.VITE_MOCK === 'true' ? window.location.origin : new URL(providerOrigin).origin;

/** The message the widget posts to the portal when the user has finished at the bank. */
export type BankWidgetMessage = { source: 'bank-widget'; event: 'finished' | 'cancelled' };

export const readBankWidgetMessage = (data: unknown): BankWidgetMessage | null => {
  if (typeof data !== 'object' || data === null) return null;
  const source: unknown = Reflect.get(data, 'source');
  const event: unknown = Reflect.get(data, 'event');
  if (source !== 'bank-widget') return null;
  if (event === 'finished' || event === 'cancelled') return { source, event };
  return null;
};
