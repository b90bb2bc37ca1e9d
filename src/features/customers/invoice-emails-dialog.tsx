import type { Customer } from '@/entities/customer/customer';
import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmailChipsField } from '@/components/form/email-chips-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useUpdateInvoiceEmails } from './api';
import { customerName } from './customer-name';

/** Spec 2 §5: each additional invoice address must be an e-mail address ('invalid email'). */
export const InvoiceEmailsSchema = z.object({
  emails: z.array(z.email('customers:validation.invalid email')),
});

type InvoiceEmails = z.infer<typeof InvoiceEmailsSchema>;

type Props = { customer: Customer; opened: boolean; onClose: () => void };

/** The extra addresses a customer's invoices go to, as chips. */
export const InvoiceEmailsDialog = ({ customer, opened, onClose }: Props) => {
  const { t } = useTranslation('customers');
  const save = useUpdateInvoiceEmails();
  const form = useForm<InvoiceEmails>({
    resolver: zodResolver(InvoiceEmailsSchema),
    defaultValues: { emails: customer.additionalEmailAddresses ?? [] },
    mode: 'onTouched',
  });
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('invoiceEmails.title')}
      form={form}
      pending={save.isPending}
      submitLabel={t('invoiceEmails.submit')}
      onSubmit={async ({ emails }) => {
        await save.mutateAsync({ customer, emails });
        onClose();
      }}
    >
      <Text size="sm">
        {t('invoiceEmails.text', { name: customerName(customer), email: customer.emailAddress })}
      </Text>
      <EmailChipsField<InvoiceEmails>
        name="emails"
        label={t('invoiceEmails.label')}
        description={t('form.additionalEmailsHint')}
        invalidMessage={t('validation.invalid email')}
        removeLabel={(email) => t('form.removeEmail', { email })}
        data-autofocus
      />
    </FormDialog>
  );
};
