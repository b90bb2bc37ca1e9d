import type { CustomerSummary } from '@/entities/customer/customer';
import { CellLines, CellText } from '@/components/data-table/cells';
import { summaryName } from './summary-name';

/**
 * The customer of a list row: the company or name with the e-mail address under it. A customer
 * without a name is the e-mail address plus the deleted mark (spec 2 §2).
 */
export const CustomerCell = ({
  customer,
  deletedLabel,
}: {
  customer: CustomerSummary | undefined;
  deletedLabel: string;
}) => {
  const name = summaryName(customer);
  if (!name)
    return (
      <CellText strong>
        {customer?.emailAddress ?? '--'} {deletedLabel}
      </CellText>
    );
  return (
    <CellLines strong secondary={customer?.emailAddress}>
      {name}
    </CellLines>
  );
};
