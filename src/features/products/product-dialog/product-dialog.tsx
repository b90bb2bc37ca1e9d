import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from '@mantine/core';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Product } from '@generated/model/product';
import type { ProductType } from '@generated/model/productType';
import { DraftOffer } from '@/components/form/draft-offer';
import { useKeptInput } from '@/components/form/use-kept-input';
import { Wizard } from '@/components/wizard/wizard';
import { useCreateProduct, useUpdateProduct } from '../api';
import { DiscardConfirmation } from './discard-confirmation';
import { ProductDetailsStep } from './product-details-step';
import {
  ProductFormSchema,
  toFormValues,
  toProductBody,
  type ProductFormInput,
  type ProductFormValues,
} from './product-schema';
import { ProductTypeStep } from './product-type-step';

const TYPE_STEP = 0;
const DETAILS_STEP = 1;

type Props = {
  /** The product to edit; none for a new one. */
  product?: Product;
  /** The type a new product starts with. */
  initialType?: ProductType;
  /** Called with the saved product, or with nothing when the dialog was closed without saving. */
  onClose: (saved?: Product) => void;
};

/**
 * The product dialog (spec 2 §2, §4, §5; spec 3 §2.4): a new product starts with the type choice;
 * editing starts at the edit step and can go back to the type. Save stays disabled unless the
 * form is valid and changed; closing a changed form asks to discard. Mount it to open it.
 */
export const ProductDialog = ({ product, initialType, onClose }: Props) => {
  const { t } = useTranslation('products');
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const saving = create.isPending || update.isPending;
  const sending = useRef(false);
  // Saved or discarded: the close that follows (it may change the URL) asks nothing.
  const left = useRef(false);
  const [active, setActive] = useState(product ? DETAILS_STEP : TYPE_STEP);
  const [discarding, setDiscarding] = useState(false);
  const form = useForm<ProductFormInput, unknown, ProductFormValues>({
    resolver: zodResolver(ProductFormSchema),
    defaultValues: toFormValues(product, initialType),
    mode: 'onTouched',
  });
  const { isDirty, isValid } = form.formState;
  // Closing asks through the discard question below; a navigation asks through the leave guard.
  const { draft: kept, leave } = useKeptInput(
    form,
    product ? `product.${product.id}` : 'product.new',
    () => sending.current || left.current,
  );
  const title = product ? t('dialog.editTitle') : t('dialog.newTitle');

  const requestClose = () => {
    if (saving) return;
    if (isDirty) setDiscarding(true);
    else onClose();
  };

  const send = async (values: ProductFormValues) => {
    // A second press before `saving` renders must not send twice.
    if (sending.current) return;
    sending.current = true;
    const request = { id: product?.id, body: toProductBody(values), image: values.image };
    try {
      const saved = await (product ? update : create).mutateAsync(request);
      left.current = true;
      kept.clear();
      onClose(saved);
    } catch {
      // The mutation's alert says what failed; the form keeps everything typed.
    } finally {
      sending.current = false;
    }
  };

  return (
    <Modal
      opened
      onClose={requestClose}
      title={title}
      size="xl"
      closeOnClickOutside={false}
      data-testid="product-dialog"
    >
      {discarding ? (
        <DiscardConfirmation
          onBack={() => setDiscarding(false)}
          onDiscard={() => {
            left.current = true;
            kept.clear();
            onClose();
          }}
        />
      ) : (
        <FormProvider {...form}>
          <DraftOffer draft={kept} kind="product" />
          <Wizard
            aria-label={title}
            steps={[
              { id: 'type', title: t('dialog.stepType'), content: <ProductTypeStep /> },
              {
                id: 'details',
                title: product ? t('dialog.stepEdit') : t('dialog.stepDetails'),
                content: <ProductDetailsStep currentImageUrl={product?.image?.blobURL} disabled={saving} />,
              },
            ]}
            active={active}
            onActiveChange={setActive}
            onSubmit={() => void form.handleSubmit(send)()}
            canSubmit={isValid && isDirty && !saving}
            submitting={saving}
            labels={{
              back: t('dialog.back'),
              continue: t('dialog.continue'),
              submit: product ? t('dialog.save') : t('dialog.create'),
            }}
          />
        </FormProvider>
      )}
      {leave.guard}
    </Modal>
  );
};
