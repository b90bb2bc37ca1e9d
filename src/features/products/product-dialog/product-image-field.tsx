import { Image, Input } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileDropField } from '@/components/form/file-drop-field';
import { useFieldError } from '@/components/form/use-field-error';
import { useServerImage } from '@/lib/server-image';
import type { ProductFormInput } from './product-schema';

/** A picture of the chosen file while it is chosen. */
const useObjectUrl = (file: File | null | undefined) => {
  // Some environments (jsdom) have no object URLs: then there is no picture, only the name.
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined),
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
};

type Props = {
  /** The product's current image, shown until another is chosen. */
  currentUrl?: string;
  disabled?: boolean;
};

/**
 * The product image: jpeg, jpg or png, dropped or chosen. Whatever comes goes to the form, whose
 * schema says when it is no image; it is uploaded once the product is saved.
 */
export const ProductImageField = ({ currentUrl, disabled }: Props) => {
  const { t } = useTranslation('products');
  const { control, trigger } = useFormContext<ProductFormInput>();
  const { field, fieldState } = useController({ control, name: 'image' });
  const fieldError = useFieldError();
  const file = field.value ?? null;
  const chosenUrl = useObjectUrl(file);
  const current = useServerImage(currentUrl);
  const preview = chosenUrl ?? current.src;
  const choose = (next: File | null) => {
    field.onChange(next);
    void trigger('image');
  };
  return (
    <FileDropField
      label={
        <Input.Label component="div" id="product-image-label">
          {t('dialog.image')}
        </Input.Label>
      }
      preview={
        preview && (
          <Image
            src={preview}
            onError={chosenUrl ? undefined : current.onError}
            alt={t('dialog.imagePreview')}
            w={120}
            h={90}
            radius="sm"
            fit="cover"
          />
        )
      }
      file={file}
      onFile={choose}
      fileTestId="image-file"
      removeLabel={t('dialog.removeImage')}
      error={fieldError(fieldState.error)}
      accept={['image/jpeg', 'image/png']}
      disabled={disabled}
      aria-labelledby="product-image-label"
      data-testid="image-dropzone"
      idleIcon={<IconPhoto size={28} />}
      text={t('dialog.imageDropzoneText')}
      hint={t('dialog.imageDropzoneHint')}
    />
  );
};
