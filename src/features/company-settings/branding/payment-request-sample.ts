/**
 * The sample payment request of the branding preview (spec 3 §2.10): a static German e-mail, as
 * customers receive it, whatever the interface language.
 */
export const paymentRequestSample = {
  customerName: 'Max Mustermann',
  subject: 'Zahlungsaufforderung',
  greeting: (customerName: string) => `Hallo ${customerName},`,
  request: (companyName: string) =>
    `${companyName} bittet Sie um die Zahlung des folgenden Betrags. Sie können bequem online bezahlen.`,
  details: [
    ['Verwendungszweck', 'Rechnung 2026-0412'],
    ['Betrag', '49,90 €'],
    ['Fällig', 'sofort'],
  ],
  payButton: 'Jetzt bezahlen',
  cashbackTitle: 'Social Cashback',
  cashback: 'Für jede Zahlung über diesen Link spenden wir 10 Cent an ein soziales Projekt.',
  closing: 'Vielen Dank und freundliche Grüße',
  footer: (companyName: string) => `Diese E-Mail wurde im Auftrag von ${companyName} versendet.`,
} as const;
