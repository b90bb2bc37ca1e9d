/**
 * The stand-in bank-login widget's own API (not part of the contract): what the widget provider
 * would answer to its page. Shared by the mock's handlers and the widget page.
 */
export const BANK_WIDGET_API = '/__mock/bank-widget/sessions';
