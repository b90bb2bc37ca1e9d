import { Alert, Anchor, List, Stack, Table, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/components/country-options';
import { CheckboxField } from '@/components/form/fields';
import { legalFormLabelKey, registrationNumberRule } from '@/lib/legal-forms';
import { onboardingDocuments } from './documents';
import type { OnboardingFormInput, OnboardingFormValues } from './onboarding-schema';

type Props = { submitError: string | undefined };

const row = (label: string, value: string): [string, string] => [label, value];

export const SummaryStep = ({ submitError }: Props) => {
  const { t, i18n } = useTranslation('onboarding');
  const form = useFormContext<OnboardingFormInput, unknown, OnboardingFormValues>();
  const values = form.watch();
  const { address } = values;
  const rows: [string, string][] = [
    [t('company.name'), values.companyName],
    [t('company.legalForm'), t(legalFormLabelKey(values.companyLegalForm))],
    ...(registrationNumberRule(values.companyLegalForm) !== 'hidden' && values.companyRegistrationNumber
      ? [row(t('company.registrationNumber'), values.companyRegistrationNumber)]
      : []),
    ...(values.withAddress
      ? [
          row(
            t('address.legend'),
            `${address.street} ${address.houseNumber}, ${address.zipCode} ${address.city}, ${countryName(address.country, i18n.resolvedLanguage)}`,
          ),
        ]
      : []),
    [t('summary.name'), `${values.firstName} ${values.lastName}`],
    [t('user.email'), values.emailAddress],
  ];

  return (
    <Stack gap="md">
      <Table variant="vertical" withTableBorder data-testid="onboarding-summary">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={200}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap={4}>
        <Text fw={600}>{t('summary.documents')}</Text>
        <List size="sm">
          {onboardingDocuments.map((document) => (
            <List.Item key={document.key}>
              <Anchor href={document.href} target="_blank" rel="noopener noreferrer">
                {t(`summary.${document.key}`)} <IconExternalLink size={12} aria-hidden />
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
      <CheckboxField<OnboardingFormInput>
        name="acceptTermsAndConditions"
        label={t('summary.acceptTerms')}
        // Ticked or not, the message follows at once, not only after the box is left.
        onValueChange={() => void form.trigger('acceptTermsAndConditions')}
      />
      {submitError && (
        <Alert color="red" role="alert" title={t('onboarding.submitFailed')}>
          {submitError}
        </Alert>
      )}
    </Stack>
  );
};
