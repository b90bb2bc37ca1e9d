import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A link to copy: read-only text and a copy button (setup link, portal address). */
export const CopyableLink = ({
  label,
  value,
  description,
}: {
  label: string;
  value: string;
  description?: string;
}) => {
  const { t } = useTranslation('customers');
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('link.copied') : t('link.copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={copied ? t('link.copied') : t('link.copy')}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
};
