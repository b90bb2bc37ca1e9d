import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DocumentReference } from '@generated/model/documentReference';
import { LinkAnchor } from '@/components/link-anchor';
import { formatDate } from '@/lib/format';

const INVOICE_TYPES = [
  'INVOICE',
  'CORRECTIVE_INVOICE',
  'CANCELLATION_INVOICE',
] as const satisfies readonly DocumentReference['type'][];

/** A reference to an invoice: its type is one the invoices namespace has a label for. */
type InvoiceReference = DocumentReference & { type: (typeof INVOICE_TYPES)[number] };

const isInvoiceReference = (reference: DocumentReference): reference is InvoiceReference =>
  INVOICE_TYPES.some((type) => type === reference.type);

/** The invoices of the references that are invoices: original, corrective and cancellation ones. */
export const invoiceReferences = (references: readonly DocumentReference[]) =>
  references.filter(isInvoiceReference);

/**
 * The original, corrective and cancellation invoices related to this one (GET
 * /invoices/{id}/references), each a link to its own detail page.
 */
export const InvoiceReferences = ({ references }: { references: InvoiceReference[] }) => {
  const { t } = useTranslation('invoices');
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={t('detail.references')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('detail.references')}
        </Title>
        <Table data-testid="invoice-references">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.invoiceType')}</Table.Th>
              <Table.Th>{t('columns.invoiceNumber')}</Table.Th>
              <Table.Th>{t('columns.created')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {references.map((reference) => (
              <Table.Tr key={reference.id} data-reference-type={reference.type}>
                <Table.Td>
                  <LinkAnchor to="/dashboard/transactions/invoices/$id" params={{ id: reference.id }}>
                    {t(`type.${reference.type}`)}
                  </LinkAnchor>
                </Table.Td>
                <Table.Td>{reference.documentNumber ?? '--'}</Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(reference.createdDateTimeUTC)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
};
