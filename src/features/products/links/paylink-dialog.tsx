import { zodResolver } from '@hookform/resolvers/zod';
import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Paylink } from '@generated/model/paylink';
import type { Product } from '@generated/model/product';
import { FormDialog } from '@/components/form/form-dialog';
import { productQueryOptions } from '../api';
import { DeleteProductDialog } from '../delete-product-dialog';
import { ProductDialog } from '../product-dialog/product-dialog';
import { useCreatePaylink, useUpdatePaylink } from './links-api';
import { PaylinkFields } from './paylink-fields';
import {
  nextLabel,
  quantityChangeAllowed,
  toPaylinkBody,
  toPaylinkFormValues,
  type PaylinkFormValues,
} from './paylink-rules';
import { PaylinkFormSchema, type PaylinkFormInput } from './paylink-schema';

type View = 'link' | 'newProduct' | 'deleteProduct';

type Props = {
  /** The link to edit; none for a new one. */
  link?: Paylink;
  onClose: () => void;
};

/**
 * The payment link dialog (spec 3 §2.8): it switches between the link, a new product (so a link
 * can be made for a product that does not exist yet) and deleting the chosen product. The link's
 * values are kept while another view is shown. Mount it to open it.
 */
export const PaylinkDialog = ({ link, onClose }: Props) => {
  const { t } = useTranslation('products');
  const [view, setView] = useState<View>('link');
  // undefined until the user chooses: an edited link starts with its own product.
  const [chosen, setChosen] = useState<Product | null>();
  const linkProduct = useQuery(productQueryOptions(link?.productId));
  const product = chosen !== undefined ? chosen : (linkProduct.data ?? null);
  const create = useCreatePaylink();
  const update = useUpdatePaylink();
  const pending = create.isPending || update.isPending;
  const form = useForm<PaylinkFormInput, unknown, PaylinkFormValues>({
    resolver: zodResolver(PaylinkFormSchema),
    defaultValues: toPaylinkFormValues(link),
    mode: 'onTouched',
  });

  const choose = (next: Product | null) => {
    setChosen(next);
    const { setValue, getValues, getFieldState, formState } = form;
    setValue('productId', next?.id ?? '', { shouldDirty: true, shouldValidate: formState.isSubmitted });
    const chosenLabel = Boolean(link) || getFieldState('checkoutButtonLabel').isDirty;
    setValue('checkoutButtonLabel', nextLabel(next, getValues('checkoutButtonLabel'), chosenLabel));
    if (!quantityChangeAllowed(next)) setValue('allowQuantityChange', false);
  };

  const save = async (values: PaylinkFormValues) => {
    const body = toPaylinkBody(values, product);
    if (link) await update.mutateAsync({ id: link.id, body });
    else await create.mutateAsync(body);
    onClose();
  };

  const productDeleted = (deleted: boolean) => {
    // Deleting the product of the edited link deleted the link too: there is nothing left to edit.
    if (deleted && link && product?.id === link.productId) return onClose();
    setView('link');
    if (deleted) choose(null);
  };

  return (
    <>
      <FormDialog
        opened={view === 'link'}
        title={link ? t('links.dialog.editTitle') : t('links.dialog.newTitle')}
        form={form}
        onSubmit={save}
        onClose={onClose}
        pending={pending}
        submitLabel={link ? t('links.dialog.save') : t('links.dialog.create')}
        size="lg"
      >
        {link && linkProduct.isPending ? (
          <Center py="xl">
            <Loader size="sm" aria-label={t('links.dialog.loading')} />
          </Center>
        ) : (
          <PaylinkFields
            product={product}
            onProductChange={choose}
            onNewProduct={() => setView('newProduct')}
            onDeleteProduct={() => setView('deleteProduct')}
            disabled={pending}
          />
        )}
      </FormDialog>
      {view === 'newProduct' && (
        <ProductDialog
          onClose={(saved) => {
            setView('link');
            if (saved) choose(saved);
          }}
        />
      )}
      {view === 'deleteProduct' && product && (
        <DeleteProductDialog product={product} onClose={productDeleted} />
      )}
    </>
  );
};
