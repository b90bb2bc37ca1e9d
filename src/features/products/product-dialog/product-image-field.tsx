import '@mantine/dropzone/styles.css';
import { CloseButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/components/form/use-field-error';
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
  const preview = chosenUrl ?? currentUrl;
  const choose = (next: File | null) => {
    field.onChange(next);
    void trigger('image');
  };
  const error = fieldError(fieldState.error);
  return (
    <Stack gap={4}>
      <Input.Label component="div" id="product-image-label">
        {t('dialog.image')}
      </Input.Label>
      <Group align="stretch" wrap="nowrap">
        {preview && (
          <Image src={preview} alt={t('dialog.imagePreview')} w={120} h={90} radius="sm" fit="cover" />
        )}
        <Dropzone
          onDrop={(accepted) => choose(accepted[0] ?? null)}
          onReject={(rejected) => choose(rejected[0]?.file ?? null)}
          accept={['image/jpeg', 'image/png']}
          multiple={false}
          disabled={disabled}
          aria-labelledby="product-image-label"
          data-testid="image-dropzone"
          flex={1}
        >
          <Group justify="center" gap="md" mih={58} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={26} />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={26} />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={26} />
            </Dropzone.Idle>
            <Stack gap={0}>
              <Text size="sm">{t('dialog.imageDropzoneText')}</Text>
              <Text size="xs" c="dimmed">
                {t('dialog.imageDropzoneHint')}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
      </Group>
      {file && (
        <Group gap="xs" data-testid="image-file">
          <Text size="sm">{file.name}</Text>
          <CloseButton size="sm" aria-label={t('dialog.removeImage')} onClick={() => choose(null)} />
        </Group>
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
};
