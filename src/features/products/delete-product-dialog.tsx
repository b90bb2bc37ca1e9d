import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Product } from '@generated/model/product';
import { deleteEligibilityQueryOptions, useDeleteProduct } from './api';
import { DialogActions } from '@/components/dialog-actions';

type Props = {
  product: Pick<Product, 'id' | 'name'>;
  /** deleted: the product is gone (with its payment links, if it had any). */
  onClose: (deleted: boolean) => void;
};

/**
 * Deletes a product after asking the server whether it may (spec 3 §7): a product with payment
 * links (409) is deleted only together with them (`cascadeDelete`), once the user agrees.
 * Mount it to open it.
 */
export const DeleteProductDialog = ({ product, onClose }: Props) => {
  const { t } = useTranslation(['products', 'lists']);
  const eligibility = useQuery(deleteEligibilityQueryOptions(product.id));
  const remove = useDeleteProduct();
  const hasLinks = eligibility.data === 'hasLinks';
  const close = () => !remove.isPending && onClose(false);
  const confirm = () =>
    !remove.isPending &&
    remove.mutate({ id: product.id, cascade: hasLinks }, { onSuccess: () => onClose(true) });

  return (
    <Modal
      opened
      onClose={close}
      title={t('delete.title')}
      closeOnClickOutside={false}
      centered
      data-testid="delete-product-dialog"
    >
      <Stack gap="md">
        <Text size="sm">{t('delete.text', { name: product.name })}</Text>
        {eligibility.isPending && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('delete.checking')}
            </Text>
          </Group>
        )}
        {eligibility.isError && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} />}>
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('messages.Something went wrong')}</Text>
              <Button
                size="xs"
                variant="white"
                color="red"
                onClick={() => void eligibility.refetch()}
                loading={eligibility.isFetching}
              >
                {t('lists:table.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        {hasLinks && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('delete.hasLinksTitle')}
            data-testid="product-has-links"
          >
            {t('delete.hasLinksText')}
          </Alert>
        )}
        <DialogActions>
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            {t('lists:dialog.cancel')}
          </Button>
          <Button
            color="red"
            onClick={confirm}
            loading={remove.isPending}
            disabled={!eligibility.isSuccess}
            data-autofocus
          >
            {hasLinks ? t('delete.confirmCascade') : t('delete.confirm')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
};
