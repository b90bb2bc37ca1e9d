/** The import's calls, through the generated client; the bench passes its own over plain HTTP. */
import { createCustomer, searchCustomers } from '@/entities/customer/customer';
import { getDefaultBankAccount } from '@generated/api/bank-accounts/bank-accounts';
import { createInstalmentPlan, startInstalmentPlan } from '@generated/api/instalment-plans/instalment-plans';
import { createPayment } from '@generated/api/payments/payments';
import { createSepaMandate, listSepaMandates } from '@generated/api/sepa-mandates/sepa-mandates';
import type { ImportApi } from './run-import';

/** How many mandates a customer's lookup reads (spec 3 §9: SEPA mandate lookup 10). */
const MANDATE_LOOKUP = 10;

export const appImportApi: ImportApi = {
  getDefaultBankAccount: () => getDefaultBankAccount(),
  findCustomers: async (emailAddress) => (await searchCustomers({ emailAddress }))._embedded.debitors,
  createCustomer: (body) => createCustomer(body),
  createPayment: (body) => createPayment(body),
  listMandates: async (customerId) =>
    (
      await listSepaMandates({
        debtor_id: customerId,
        size: MANDATE_LOOKUP,
        page: 0,
        sort: ['createdDateTimeUTC,desc'],
      })
    )._embedded.sepaMandates,
  createMandate: (body) => createSepaMandate(body),
  createPlan: (body) => createInstalmentPlan(body),
  startPlan: (id) => startInstalmentPlan(id),
};
