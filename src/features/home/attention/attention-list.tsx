import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkAnchor } from '@/components/link-anchor';
import { HomeSection } from '../home-section';
import { AttentionItem } from './attention-item';
import {
  ATTENTION_PAYMENT_STATES,
  conflictInvoicesCountOptions,
  disabledWebhooksCountOptions,
  EXPIRING_BANK_STATUSES,
  expiringBankAccountsCountOptions,
  paymentsInStateCountOptions,
  staleDraftLastDay,
  staleDraftsCountOptions,
} from './attention-queries';

const PAYMENTS = '/dashboard/transactions/payments';
const INVOICES = '/dashboard/transactions/invoices';

/**
 * What needs the merchant today: each line a count from the server and a link to the list
 * filtered to exactly those rows. Each count loads and fails on its own.
 */
export const AttentionList = () => {
  const { t } = useTranslation('payments');
  // Fixed for the visit, so that the count and its link name the same days.
  const lastDraftDay = useMemo(() => staleDraftLastDay(), []);
  const counts = {
    ERROR: useQuery(paymentsInStateCountOptions('ERROR')),
    ABORTED: useQuery(paymentsInStateCountOptions('ABORTED')),
    CHARGED_BACK: useQuery(paymentsInStateCountOptions('CHARGED_BACK')),
    conflictInvoices: useQuery(conflictInvoicesCountOptions()),
    staleDrafts: useQuery(staleDraftsCountOptions(lastDraftDay)),
    expiringBankAccounts: useQuery(expiringBankAccountsCountOptions()),
    disabledWebhooks: useQuery(disabledWebhooksCountOptions()),
  };
  const allClear = Object.values(counts).every((count) => count.isSuccess && count.data === 0);

  return (
    <HomeSection id="attention-title" title={t('attention.title')}>
      {allClear ? (
        <Text size="sm" c="dimmed">
          {t('attention.allClear')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {ATTENTION_PAYMENT_STATES.map((state) => (
            <AttentionItem
              key={state}
              name={state}
              count={counts[state]}
              link={(label) => (
                <LinkAnchor size="sm" to={PAYMENTS} search={{ states: [state] }}>
                  {label}
                </LinkAnchor>
              )}
            />
          ))}
          <AttentionItem
            name="conflictInvoices"
            count={counts.conflictInvoices}
            link={(label) => (
              <LinkAnchor size="sm" to={INVOICES} search={{ statuses: ['CONFLICT'] }}>
                {label}
              </LinkAnchor>
            )}
          />
          <AttentionItem
            name="staleDrafts"
            count={counts.staleDrafts}
            link={(label) => (
              <LinkAnchor size="sm" to={INVOICES} search={{ statuses: ['DRAFT'], to: lastDraftDay }}>
                {label}
              </LinkAnchor>
            )}
          />
          <AttentionItem
            name="expiringBankAccounts"
            count={counts.expiringBankAccounts}
            link={(label) => (
              <LinkAnchor
                size="sm"
                to="/dashboard/company/bankaccount"
                search={{ statuses: [...EXPIRING_BANK_STATUSES] }}
              >
                {label}
              </LinkAnchor>
            )}
          />
          <AttentionItem
            name="disabledWebhooks"
            count={counts.disabledWebhooks}
            link={(label) => (
              <LinkAnchor size="sm" to="/dashboard/developer/webhook" search={{ modes: ['DISABLED'] }}>
                {label}
              </LinkAnchor>
            )}
          />
        </Stack>
      )}
    </HomeSection>
  );
};
