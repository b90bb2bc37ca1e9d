import type { DebitorSummary } from '@generated/model/debitorSummary';

/** A plan's customer by name; one without a name is the e-mail address plus the deleted mark. */
export const debtorName = (debtor: DebitorSummary | undefined, deletedLabel: string) => {
  const name = debtor?.companyName || [debtor?.firstName, debtor?.lastName].filter(Boolean).join(' ').trim();
  return name || `${debtor?.emailAddress ?? '--'} ${deletedLabel}`;
};
