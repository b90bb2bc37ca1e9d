import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SepaMandate } from '@generated/model/sepaMandate';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatIban } from '@/lib/format';
import { useDeactivateMandate } from './api';

type Props = { mandate: SepaMandate | null; onClose: () => void };

/** Deactivates an ACTIVE mandate after asking; a failure says 'Something went wrong'. */
export const DeactivateMandateDialog = ({ mandate, onClose }: Props) => {
  const { t } = useTranslation('mandates');
  const deactivate = useDeactivateMandate();
  return (
    <ConfirmDialog
      opened={mandate !== null}
      onClose={onClose}
      title={t('deactivate.title')}
      confirmLabel={t('deactivate.submit')}
      color="red"
      loading={deactivate.isPending}
      onConfirm={() => mandate && !deactivate.isPending && deactivate.mutate(mandate, { onSuccess: onClose })}
    >
      <Text size="sm">
        {t('deactivate.text', {
          reference: mandate?.mandateReference ?? '',
          iban: formatIban(mandate?.iban),
        })}
      </Text>
    </ConfirmDialog>
  );
};
