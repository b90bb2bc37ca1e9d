import { CellLines, CellText } from '@/components/data-table/cells';
import type { DebitorSummary } from '@generated/model/debitorSummary';

/**
 * The customer of a list row: the company or name with the e-mail address under it. A customer
 * without a name is the e-mail address plus the deleted mark (spec 2 §2).
 */
export const CustomerCell = ({
  debtor,
  deletedLabel,
}: {
  debtor: DebitorSummary | undefined;
  deletedLabel: string;
}) => {
  const name = debtor?.companyName || [debtor?.firstName, debtor?.lastName].filter(Boolean).join(' ').trim();
  if (!name)
    return (
      <CellText strong>
        {debtor?.emailAddress ?? '--'} {deletedLabel}
      </CellText>
    );
  return (
    <CellLines strong secondary={debtor?.emailAddress}>
      {name}
    </CellLines>
  );
};
