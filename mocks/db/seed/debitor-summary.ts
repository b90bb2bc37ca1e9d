import type { Debitor } from '../../../src-generated/model/debitor';
import type { DebitorSummary } from '../../../src-generated/model/debitorSummary';

/** A customer as other documents embed it (a deleted customer keeps only id and e-mail). */
export const debitorSummary = (debitor: Debitor): DebitorSummary => ({
  id: debitor.id,
  ...(debitor.firstName ? { firstName: debitor.firstName } : {}),
  ...(debitor.lastName ? { lastName: debitor.lastName } : {}),
  ...(debitor.companyName ? { companyName: debitor.companyName } : {}),
  emailAddress: debitor.emailAddress,
});
