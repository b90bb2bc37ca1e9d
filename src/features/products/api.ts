/** The products area's data: queries, and mutations with what they make stale and their alerts. */
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getListPaylinksQueryKey } from '@generated/api/paylinks/paylinks';
import {
  checkProductDeleteEligibility,
  createProduct,
  deleteProduct,
  getCheckProductDeleteEligibilityQueryKey,
  getGetProductQueryKey,
  getGetProductQueryOptions,
  getListProductsQueryKey,
  getListProductsQueryOptions,
  listProducts,
  updateProduct,
  uploadProductImage,
} from '@generated/api/products/products';
import type { Product } from '@generated/model/product';
import type { ProductInput } from '@generated/model/productInput';
import { useCreateOnce } from '@/lib/create-once';
import { isApiError } from '@/lib/errors';
import { findSentIn, LOOKUP_SIZE } from '@/lib/find-sent';
import { useAppMutation } from '@/lib/mutation';
import { notify } from '@/lib/notify';
import { PRODUCTS_NEWEST_FIRST, toProductListParams, type ProductsSearchValues } from './products-search';

export const productsListQueryOptions = (search: ProductsSearchValues) =>
  // The list shows its own error state with a retry button, so it does not retry by itself.
  getListProductsQueryOptions(toProductListParams(search), { query: { retry: false } });

export const productQueryOptions = (id: string | undefined) =>
  getGetProductQueryOptions(id ?? '', { query: { enabled: Boolean(id), retry: false } });

/** Everything that shows a product: the product lists (pickers too), the product, the payment links. */
export const productKeys = (productId?: string): QueryKey[] => [
  getListProductsQueryKey(),
  getListPaylinksQueryKey(),
  ...(productId ? [getGetProductQueryKey(productId)] : []),
];

export type SaveProductRequest = {
  /** The product being edited; none for a new one. */
  id?: string;
  body: ProductInput;
  /** A new image, uploaded once the product is saved. */
  image: File | null;
};

/** The product a try may have made: made since, of the kind, name, price and terms sent. */
const findSentProduct = findSentIn({
  list: async (input: ProductInput) =>
    (
      await listProducts({
        sort: [PRODUCTS_NEWEST_FIRST],
        size: LOOKUP_SIZE,
        productTypes: [input.productType],
        billingType: input.billingType,
      })
    )._embedded.products,
  createdAt: (product) => product.createdDateTime,
  fields: [
    'name',
    'description',
    'price',
    'taxRate',
    'recurringBillingPeriod',
    'defaultDonationAmount',
    'donationOptions',
    'customFields',
  ],
});

/** POST or PUT, then PUT /products/{id}/image; a failed upload says so but keeps the saved product. */
const useSaveProduct = () => {
  const { t } = useTranslation('products');
  const create = useCreateOnce(createProduct, findSentProduct);
  return async ({ id, body, image }: SaveProductRequest): Promise<Product> => {
    const product = id ? await updateProduct(id, body) : await create(body);
    if (!image) return product;
    try {
      return await uploadProductImage(product.id, { file: image });
    } catch {
      notify.error(t('messages.imageUploadError'));
      return product;
    }
  };
};

export const useCreateProduct = () =>
  useAppMutation({
    mutationFn: useSaveProduct(),
    invalidates: (_request, product) => productKeys(product?.id),
    success: 'products:messages.product created successfully',
    error: 'products:messages.unexpected error',
  });

export const useUpdateProduct = () =>
  useAppMutation({
    mutationFn: useSaveProduct(),
    invalidates: (request) => productKeys(request.id),
    success: 'products:messages.productSaved',
    error: 'products:messages.unexpected error',
  });

export type DeleteEligibility = 'deletable' | 'hasLinks';

/** GET /products/{id}/check-delete-eligibility: 200 deletable, 409 the product has payment links. */
export const deleteEligibilityQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: getCheckProductDeleteEligibilityQueryKey(productId),
    queryFn: async ({ signal }): Promise<DeleteEligibility> => {
      try {
        await checkProductDeleteEligibility(productId, { signal });
        return 'deletable';
      } catch (error) {
        if (isApiError(error) && error.status === 409) return 'hasLinks';
        throw error;
      }
    },
    retry: false,
    // Asked afresh each time the question is asked: links may have come or gone since.
    staleTime: 0,
    gcTime: 0,
  });

export const useDeleteProduct = () =>
  useAppMutation({
    mutationFn: ({ id, cascade }: { id: string; cascade: boolean }) =>
      deleteProduct(id, cascade ? { cascadeDelete: true } : undefined),
    invalidates: ({ id }) => productKeys(id),
    success: 'products:messages.productDeleted',
    error: 'products:messages.Something went wrong',
  });
