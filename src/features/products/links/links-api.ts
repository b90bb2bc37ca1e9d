/** The payment links' data: the list, the product picker, team members, and the link mutations. */
import { keepPreviousData } from '@tanstack/react-query';
import {
  createPaylink,
  deletePaylink,
  getListPaylinksQueryKey,
  getListPaylinksQueryOptions,
  getListPaylinkTeamMembersQueryOptions,
  listPaylinks,
  updatePaylink,
} from '@generated/api/paylinks/paylinks';
import { getListProductsQueryOptions } from '@generated/api/products/products';
import type { ListProductsParams } from '@generated/model/listProductsParams';
import type { PaylinkInput } from '@generated/model/paylinkInput';
import { useCreateOnce } from '@/lib/create-once';
import { findSentIn, holds, LOOKUP_SIZE } from '@/lib/find-sent';
import { NEWEST_FIRST } from '@/lib/list-search';
import { useAppMutation } from '@/lib/mutation';
import { PRODUCTS_NEWEST_FIRST } from '../products-search';
import { toPaylinkListParams, type LinksSearchValues } from './links-search';

export const paylinksListQueryOptions = (search: LinksSearchValues) =>
  getListPaylinksQueryOptions(toPaylinkListParams(search), { query: { retry: false } });

/** Spec 3 §7, §9: the link dialog loads up to 1000 products; typing asks for 5. */
export const PICKER_ALL = 1000;
export const PICKER_SEARCH = 5;

export const pickerProductsParams = (search: string): ListProductsParams => {
  const text = search.trim();
  return text
    ? { size: PICKER_SEARCH, page: 0, sort: [PRODUCTS_NEWEST_FIRST], search: text }
    : { size: PICKER_ALL, offset: 0, sort: [PRODUCTS_NEWEST_FIRST] };
};

export const pickerProductsQueryOptions = (search: string) =>
  getListProductsQueryOptions(pickerProductsParams(search), {
    query: { select: (page) => page._embedded.products, placeholderData: keepPreviousData, retry: false },
  });

/** Who may be notified of a checkout: the e-mail addresses of GET /paylinks/team-members. */
export const teamMembersQueryOptions = (enabled: boolean) =>
  getListPaylinkTeamMembersQueryOptions({
    query: { enabled, select: (list) => list._embedded.userWithRoleList, retry: false, staleTime: 60_000 },
  });

const linkKeys = () => [getListPaylinksQueryKey()];

/**
 * The link a try may have made: made since, of the product and with the settings sent (not those
 * the server derives: the address a receipt needs, the quantity a product allows).
 */
const findSentPaylink = findSentIn({
  list: async (_input: PaylinkInput) =>
    (await listPaylinks({ sort: [NEWEST_FIRST], size: LOOKUP_SIZE }))._embedded.paylinks,
  createdAt: (link) => link.createdDateTimeUTC,
  fields: [
    'productId',
    'checkoutButtonLabel',
    'paymentTime',
    'generateReceipt',
    'notifyCreditor',
    'includeRedirectUrl',
    'metadata',
  ],
  matches: (link, input) =>
    (!input.notifyCreditor || holds(link.creditorEmailAddress, input.creditorEmailAddress)) &&
    (!input.includeRedirectUrl || holds(link.redirectUrl, input.redirectUrl)),
});

export const useCreatePaylink = () => {
  const create = useCreateOnce(createPaylink, findSentPaylink);
  return useAppMutation({
    mutationFn: create,
    invalidates: linkKeys,
    success: 'products:links.messages.created',
    error: { key: 'products:links.messages.createError', withServerMessage: true },
  });
};

export const useUpdatePaylink = () =>
  useAppMutation({
    mutationFn: ({ id, body }: { id: string; body: PaylinkInput }) => updatePaylink(id, body),
    invalidates: linkKeys,
    success: 'products:links.messages.edited',
    error: { key: 'products:links.messages.editError', withServerMessage: true },
  });

export const useDeletePaylink = () =>
  useAppMutation({
    mutationFn: (id: string) => deletePaylink(id),
    invalidates: linkKeys,
    success: 'products:links.messages.deleted',
    error: 'products:links.messages.deleteError',
  });

/** Copies a link's address to the clipboard, as the payments' 'Copy payment link' does. */
export const useCopyLinkUrl = () =>
  useAppMutation({
    mutationFn: (url: string) => navigator.clipboard.writeText(url),
    success: 'products:links.messages.copied',
    error: 'products:links.messages.copyError',
  });
