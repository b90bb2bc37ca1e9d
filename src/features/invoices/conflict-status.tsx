import { Popover, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@generated/model/invoice';
import { StatusBadge } from '@/components/status/status-badge';

/**
 * The status of an invoice; CONFLICT opens a popover that explains it, with one text while the
 * payment is INITIATED and another otherwise (spec 3 §2.4).
 */
export const InvoiceStatusCell = ({ invoice }: { invoice: Pick<Invoice, 'status' | 'paymentStatus'> }) => {
  const { t } = useTranslation('invoices');
  if (invoice.status !== 'CONFLICT') return <StatusBadge kind="invoice" value={invoice.status} />;
  const text = invoice.paymentStatus === 'INITIATED' ? t('conflict.initiated') : t('conflict.other');
  return (
    <Popover width={280} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton aria-label={t('conflict.explain')} style={{ borderRadius: 4 }}>
          <StatusBadge kind="invoice" value={invoice.status} />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{text}</Text>
      </Popover.Dropdown>
    </Popover>
  );
};
