/**
 * The palette's server search: each area's own list call with its search text and a small page.
 * The query key holds the text, so a new text is a new query and the one before it is cancelled
 * (the generated query functions pass TanStack Query's abort signal to fetch).
 */
import { getListCustomersQueryOptions, type CustomerSummary } from '@/entities/customer/customer';
import { getListInvoicesQueryOptions } from '@generated/api/invoices/invoices';
import { getListPaymentsQueryOptions } from '@generated/api/payments/payments';
import { getListProductsQueryOptions } from '@generated/api/products/products';
import { formatMoney } from '@/lib/format';
import { SEARCH_PAGE_SIZE, type CreateArea, type PaletteTarget } from './palette-entries';

export type PaletteResult = {
  id: string;
  label: string;
  description?: string;
  target: PaletteTarget;
};

/** A customer as the palette names it: the company, else the person, else the e-mail address. */
export const customerTitle = (customer: Omit<CustomerSummary, 'id'>) =>
  customer.companyName?.trim() ||
  [customer.firstName, customer.lastName].filter(Boolean).join(' ').trim() ||
  customer.emailAddress ||
  '';

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ');

const page = (search: string) => ({ search, size: SEARCH_PAGE_SIZE, page: 0 });
// Results stay fresh for a short while: typing back to an earlier text shows them at once.
const query = { staleTime: 30_000, retry: false } as const;

export const paletteSearchQueries = {
  customers: (search: string) =>
    getListCustomersQueryOptions(page(search), {
      query: {
        ...query,
        select: (data): PaletteResult[] =>
          data._embedded.debitors.map((customer) => ({
            id: customer.id,
            label: customerTitle(customer),
            description: customer.emailAddress,
            target: { kind: 'customer', id: customer.id },
          })),
      },
    }),
  payments: (search: string) =>
    getListPaymentsQueryOptions(page(search), {
      query: {
        ...query,
        select: (data): PaletteResult[] =>
          data._embedded.payments.map((payment) => ({
            id: payment.id,
            label: payment.purpose,
            description: joined(payment.verificationId, formatMoney(payment.amount)),
            target: { kind: 'payment', id: payment.id },
          })),
      },
    }),
  invoices: (search: string) =>
    getListInvoicesQueryOptions(page(search), {
      query: {
        ...query,
        select: (data): PaletteResult[] =>
          data._embedded.invoices.map((invoice) => ({
            id: invoice.id,
            label: invoice.invoiceNumber ?? '',
            description: joined(
              invoice.debitor && customerTitle(invoice.debitor),
              formatMoney(invoice.total),
            ),
            target: { kind: 'invoice', id: invoice.id },
          })),
      },
    }),
  products: (search: string) =>
    getListProductsQueryOptions(page(search), {
      query: {
        ...query,
        select: (data): PaletteResult[] =>
          data._embedded.products.map((product) => ({
            id: product.id,
            label: product.name,
            description: formatMoney(product.price),
            target: { kind: 'product', name: product.name },
          })),
      },
    }),
} satisfies Record<CreateArea, unknown>;
