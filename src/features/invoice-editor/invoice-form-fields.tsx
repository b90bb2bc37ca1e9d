import { Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useController, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, DateField, NumberField, TextField } from '@/components/form/fields';
import { BankAccountField } from './bank-account-field';
import { CustomerField } from './customer-field';
import { InvoiceTotals } from './invoice-totals';
import { servicePeriodVariants, type InvoiceFormInput } from './invoice-schema';
import { PositionsEditor } from './positions-editor';
import { useLiveAmounts } from './use-live-amounts';

type Props = { disabled: boolean };

const ServicePeriodFields = ({ disabled }: { disabled: boolean }) => {
  const { t } = useTranslation('invoice-editor');
  const { field } = useController<InvoiceFormInput, 'servicePeriodVariant'>({ name: 'servicePeriodVariant' });
  const variant = field.value;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} id="service-period-label">
        {t('form.servicePeriod')}
      </Text>
      <SegmentedControl
        aria-labelledby="service-period-label"
        value={variant}
        onChange={(next) => field.onChange(servicePeriodVariants.find((option) => option === next) ?? 'none')}
        disabled={disabled}
        data={servicePeriodVariants.map((option) => ({ value: option, label: t(`servicePeriod.${option}`) }))}
        w="fit-content"
      />
      {variant !== 'none' && (
        <Group grow align="flex-start">
          <DateField<InvoiceFormInput>
            name="servicePeriodStart"
            label={variant === 'service_date' ? t('form.serviceDate') : t('form.serviceStart')}
            withAsterisk
            disabled={disabled}
          />
          {variant === 'service_period' ? (
            <DateField<InvoiceFormInput>
              name="servicePeriodEnd"
              label={t('form.serviceEnd')}
              withAsterisk
              disabled={disabled}
            />
          ) : (
            <div />
          )}
        </Group>
      )}
    </Stack>
  );
};

const ReverseChargeFields = ({ disabled }: { disabled: boolean }) => {
  const { t } = useTranslation('invoice-editor');
  const organization = useWatch<InvoiceFormInput, 'organization'>({ name: 'organization' });
  const reverseCharge = useWatch<InvoiceFormInput, 'reverseCharge'>({ name: 'reverseCharge' });
  return (
    <Stack gap="xs">
      <CheckboxField<InvoiceFormInput>
        name="reverseCharge"
        label={t('form.reverseCharge')}
        description={organization ? undefined : t('form.reverseChargeOnlyOrganizations')}
        disabled={disabled || !organization}
      />
      {reverseCharge && (
        <TextField<InvoiceFormInput> name="vatId" label={t('form.vatId')} withAsterisk disabled={disabled} />
      )}
    </Stack>
  );
};

/** Re-renders alone while the user types, not the whole form. */
const LiveTotals = () => {
  const reverseCharge = useWatch<InvoiceFormInput, 'reverseCharge'>({ name: 'reverseCharge' });
  return <InvoiceTotals amounts={useLiveAmounts()} reverseCharge={reverseCharge} />;
};

const Positions = ({ disabled }: { disabled: boolean }) => {
  const { isValid } = useFormState<InvoiceFormInput>();
  return <PositionsEditor disabled={disabled} canAdd={isValid} />;
};

/** The editing mode of the invoice dialog (spec 2 §3, §5). */
export const InvoiceFormFields = ({ disabled }: Props) => {
  const { t } = useTranslation('invoice-editor');
  return (
    <Stack gap="md">
      <CustomerField disabled={disabled} />
      <BankAccountField disabled={disabled} />
      <Positions disabled={disabled} />
      {/* Half the width from `xs` up; the whole width on a phone, where half squeezes its hint. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberField<InvoiceFormInput>
          name="paymentTermInDays"
          label={t('form.paymentTerm')}
          description={t('form.paymentTermHint')}
          withAsterisk
          allowDecimal={false}
          disabled={disabled}
        />
      </SimpleGrid>
      <ServicePeriodFields disabled={disabled} />
      <ReverseChargeFields disabled={disabled} />
      <LiveTotals />
    </Stack>
  );
};
