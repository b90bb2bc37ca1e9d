import type { Customer } from '@/entities/customer/customer';
import { Center, Loader, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@generated/model/invoice';
import { bankAccountsQueryOptions, customerQueryOptions, draftQueryOptions } from './api';
import { InvoiceEditor } from './invoice-editor';
import { invoiceDefaults, newInvoiceDefaults } from './invoice-schema';

export type InvoiceDialogTarget =
  { kind: 'create'; customer?: Customer; debitorId?: string } | { kind: 'edit'; invoice: Invoice };

type Props = { target: InvoiceDialogTarget; onClose: () => void };

/**
 * The new invoice dialog, or editing a draft (spec 2 §2, §4). It waits for the customer (its
 * address and type decide what is allowed) and the bank accounts (the default one is preset).
 */
export const InvoiceDialog = ({ target, onClose }: Props) => {
  const { t } = useTranslation('invoice-editor');
  const [busy, setBusy] = useState(false);
  const presetId =
    target.kind === 'edit' ? target.invoice.debitor?.id : (target.customer?.id ?? target.debitorId);
  const loaded = target.kind === 'create' ? target.customer : undefined;
  const customer = useQuery({ ...customerQueryOptions(presetId), enabled: Boolean(presetId) && !loaded });
  const accounts = useQuery(bankAccountsQueryOptions());
  const fresh = useQuery(draftQueryOptions(target.kind === 'edit' ? target.invoice.id : undefined));
  const waiting =
    (Boolean(presetId) && !loaded && customer.isPending) ||
    accounts.isPending ||
    (target.kind === 'edit' && fresh.isPending);
  const draft = target.kind === 'edit' ? (fresh.data ?? target.invoice) : null;
  const chosen = loaded ?? customer.data ?? null;
  const defaultAccount = accounts.data?.find((account) => account.default) ?? accounts.data?.[0];
  const closeRequestRef = useRef<(() => void) | null>(null);
  const close = () => !busy && (closeRequestRef.current ?? onClose)();

  return (
    <Modal
      opened
      onClose={close}
      title={target.kind === 'edit' ? t('title.edit') : t('title.new')}
      size="xl"
      closeOnClickOutside={false}
      data-testid="invoice-dialog"
    >
      {waiting ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('loading')} />
        </Center>
      ) : (
        <InvoiceEditor
          defaults={draft ? invoiceDefaults(draft, chosen) : newInvoiceDefaults(chosen, defaultAccount?.id)}
          draft={draft}
          onClose={onClose}
          onBusyChange={setBusy}
          closeRequestRef={closeRequestRef}
        />
      )}
    </Modal>
  );
};
