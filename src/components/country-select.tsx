import { Group, Select, Text, type SelectProps } from '@mantine/core';
import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions, flagOf } from './country-options';

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string | null;
  onChange: (code: string | null) => void;
  /** Headings of the two groups; the suggested countries come first either way. */
  groupLabels: { suggested: string; all: string };
  ref?: Ref<HTMLInputElement>;
};

/**
 * A searchable country picker: names in the interface language with flags, Austria, Switzerland
 * and Germany suggested first, then all other countries. The value is the ISO alpha-2 code.
 */
export const CountrySelect = ({ value, onChange, groupLabels, ...props }: Props) => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const { suggested, others } = useMemo(() => countryOptions(language), [language]);
  const flags = useMemo(
    () => new Map([...suggested, ...others].map((country) => [country.value, country.flag])),
    [suggested, others],
  );
  const toItem = ({ value: code, label }: { value: string; label: string }) => ({ value: code, label });
  return (
    <Select
      searchable
      autoComplete="off"
      {...props}
      value={value}
      onChange={(code) => onChange(code)}
      data={[
        { group: groupLabels.suggested, items: suggested.map(toItem) },
        { group: groupLabels.all, items: others.map(toItem) },
      ]}
      leftSection={value ? <span aria-hidden>{flagOf(value)}</span> : undefined}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <span aria-hidden>{flags.get(option.value)}</span>
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
    />
  );
};
