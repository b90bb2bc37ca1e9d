import '@mantine/dropzone/styles.css';
import { CloseButton, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type DropzoneProps } from '@mantine/dropzone';
import { IconUpload, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = Omit<DropzoneProps, 'children' | 'onDrop' | 'onReject' | 'multiple'> & {
  /** The chosen file, shown under the area with a button to remove it. */
  file: File | null;
  /**
   * The file dropped or chosen, accepted or not (or null when removed): the form's schema says
   * what is wrong with it ('unsupported format', 'file size'), so the message stands at the field.
   */
  onFile: (file: File | null) => void;
  /** How the chosen file is named (default: its name), and its test id. */
  fileText?: (file: File) => string;
  fileTestId: string;
  fileIcon?: ReactNode;
  removeLabel: string;
  error?: string;
  /** The icon while nothing is dragged over the area (the kind of file it wants). */
  idleIcon: ReactNode;
  text: string;
  hint: string;
  /** Above the area (a label), and beside it (a picture of what is there now). */
  label?: ReactNode;
  preview?: ReactNode;
};

/** One file, dropped or chosen, with the chosen file and the field's message: every upload field. */
export const FileDropField = ({
  file,
  onFile,
  fileText = (chosen) => chosen.name,
  fileTestId,
  fileIcon,
  removeLabel,
  error,
  idleIcon,
  text,
  hint,
  label,
  preview,
  ...dropzone
}: Props) => (
  <Stack gap={4}>
    {label}
    <Group align="stretch" wrap="nowrap">
      {preview}
      <Dropzone
        {...dropzone}
        multiple={false}
        onDrop={(accepted) => onFile(accepted[0] ?? null)}
        onReject={(rejected) => onFile(rejected[0]?.file ?? null)}
        flex={1}
      >
        <Group justify="center" gap="md" mih={72} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={28} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={28} />
          </Dropzone.Reject>
          <Dropzone.Idle>{idleIcon}</Dropzone.Idle>
          <Stack gap={0}>
            <Text size="sm">{text}</Text>
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
    </Group>
    {file && (
      <Group gap="xs" data-testid={fileTestId}>
        {fileIcon}
        <Text size="sm">{fileText(file)}</Text>
        <CloseButton size="sm" aria-label={removeLabel} onClick={() => onFile(null)} />
      </Group>
    )}
    {error && (
      <Text size="xs" c="red" role="alert">
        {error}
      </Text>
    )}
  </Stack>
);
