import type { CustomerSummary } from '@/entities/customer/customer';
import { listColumns } from '@/components/list';
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
      <listColumns.Text strong>
        {customer?.emailAddress ?? '--'} {deletedLabel}
      </listColumns.Text>
    );
  return (
    <listColumns.Lines strong secondary={customer?.emailAddress}>
      {name}
    </listColumns.Lines>
  );
};
