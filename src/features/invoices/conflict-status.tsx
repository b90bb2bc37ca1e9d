import { Popover, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@generated/model/invoice';
import { StatusBadge } from '@/components/status/status-badge';

/** A CONFLICT badge that opens the explanation: one text while the payment is INITIATED, another otherwise. */
const ConflictStatus = ({ paymentStatus }: Pick<Invoice, 'paymentStatus'>) => {
  const { t } = useTranslation('invoices');
  const text = paymentStatus === 'INITIATED' ? t('conflict.initiated') : t('conflict.other');
  return (
    <Popover width={280} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton aria-label={t('conflict.explain')} style={{ borderRadius: 4 }}>
          <StatusBadge kind="invoice" value="CONFLICT" />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{text}</Text>
      </Popover.Dropdown>
    </Popover>
  );
};

/**
 * The status of an invoice; CONFLICT opens a popover that explains it (spec 3 §2.4). Only a
 * conflict sets up the popover and its texts: a list shows the status on every row.
 */
export const InvoiceStatusCell = ({ invoice }: { invoice: Pick<Invoice, 'status' | 'paymentStatus'> }) =>
  invoice.status === 'CONFLICT' ? (
    <ConflictStatus paymentStatus={invoice.paymentStatus} />
  ) : (
    <StatusBadge kind="invoice" value={invoice.status} />
  );
