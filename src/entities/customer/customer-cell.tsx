import { CellLines, CellText } from '@/components/data-table/cells';
import type { DebitorSummary } from '@generated/model/debitorSummary';
import { summaryName } from './summary-name';

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
  const name = summaryName(debtor);
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
