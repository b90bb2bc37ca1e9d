import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/fields';
import { teamMembersQueryOptions } from './links-api';
import type { PaylinkFormInput } from './paylink-schema';

const memberLabel = (member: { emailAddress: string; firstName?: string; lastName?: string }) => {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
  return name ? `${name} (${member.emailAddress})` : member.emailAddress;
};

/** The address notified of each checkout: one of the team members (GET /paylinks/team-members). */
export const CreditorEmailField = ({ disabled }: { disabled?: boolean }) => {
  const { t } = useTranslation('products');
  const { control } = useFormContext<PaylinkFormInput>();
  const current = useWatch({ control, name: 'creditorEmailAddress' });
  const members = useQuery(teamMembersQueryOptions(true));
  const options = (members.data ?? []).map((member) => ({
    value: member.emailAddress,
    label: memberLabel(member),
  }));
  // An address saved earlier stays choosable even if it is no longer a team member's.
  if (current && !options.some((option) => option.value === current)) {
    options.unshift({ value: current, label: current });
  }
  return (
    <Stack gap={4} pl="xl">
      <SelectField<PaylinkFormInput>
        name="creditorEmailAddress"
        label={t('links.form.creditorEmailAddress')}
        placeholder={members.isPending ? t('links.form.loadingMembers') : t('links.form.chooseMember')}
        data={options}
        withAsterisk
        searchable
        openOnFocus={false}
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
      />
      {members.isError && (
        <Text size="xs" c="red" role="alert">
          {t('links.messages.CheckoutLink members not found')}
        </Text>
      )}
    </Stack>
  );
};
