/** Which actions a credit offers: its events always, its detail page except on that page. */
export const creditActionKeys = ['events', 'details'] as const;

export type CreditAction = (typeof creditActionKeys)[number];

export const creditActions = ({ inDetailView }: { inDetailView: boolean }): CreditAction[] =>
  creditActionKeys.filter((action) => action !== 'details' || !inDetailView);
