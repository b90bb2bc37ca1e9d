import { Group, Radio, Stack, Text } from '@mantine/core';
import { IconHeartHandshake, IconPackage } from '@tabler/icons-react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ProductType } from '@generated/model/productType';
import type { ProductFormInput } from './product-schema';

const icons = { PRODUCT: IconPackage, DONATION: IconHeartHandshake } as const;

/** The first step: a product or a donation. Switching to PRODUCT turns donation options off. */
export const ProductTypeStep = () => {
  const { t } = useTranslation('products');
  const { control, setValue } = useFormContext<ProductFormInput>();
  const { field } = useController({ control, name: 'productType' });
  const choose = (value: string) => {
    const type = value === ProductType.DONATION ? ProductType.DONATION : ProductType.PRODUCT;
    field.onChange(type);
    if (type === ProductType.PRODUCT) setValue('donationOptions.isEnabled', false, { shouldDirty: true });
  };
  return (
    <Radio.Group value={field.value} onChange={choose} label={t('dialog.typeQuestion')} name={field.name}>
      <Stack gap="sm" mt="xs">
        {Object.values(ProductType).map((type) => {
          const Icon = icons[type];
          return (
            <Radio.Card key={type} value={type} p="md" radius="md" data-testid={`type-${type}`}>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <Icon size={22} aria-hidden />
                <Stack gap={2}>
                  <Text fw={600}>{t(`type.${type}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`type.${type}Hint`)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
};
