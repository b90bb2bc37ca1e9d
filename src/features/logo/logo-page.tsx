import '@mantine/dropzone/styles.css';
import { Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyLogo } from '@/components/company-logo';
import { serverImageUrl } from '@/lib/server-image';
import { companyQueryOptions, useUploadLogo } from './api';
import { LOGO_TYPES, logoProblem, MAX_LOGO_BYTES, type LogoProblem } from './logo-rules';

/** A chosen image as a data: address for its preview (nothing to revoke later). */
const readDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

type Chosen = { file: File; preview: string };

/** /dashboard/company/logo (spec 1 §2): drop a PNG or JPEG, see it, save it. */
export const LogoPage = () => {
  const { t } = useTranslation('company-money');
  const company = useQuery(companyQueryOptions()).data;
  const upload = useUploadLogo();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<LogoProblem | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const found = logoProblem(file);
    setProblem(found);
    setChosen(found ? null : { file, preview: await readDataUrl(file) });
  };
  const rejected = (rejections: FileRejection[]) => void choose(rejections[0]?.file);

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} size="h2">
        {t('logo.title')}
      </Title>
      <Text size="sm">{t('logo.intro')}</Text>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="xs">
          <Text fw={600}>{t('logo.current')}</Text>
          {company && serverImageUrl(company.logoUrl) ? (
            <CompanyLogo logoUrl={company.logoUrl} companyName={company.name} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('logo.none')}
            </Text>
          )}
        </Stack>
      </Card>
      <Dropzone
        onDrop={(accepted) => void choose(accepted[0])}
        onReject={rejected}
        accept={[...LOGO_TYPES]}
        maxSize={MAX_LOGO_BYTES}
        multiple={false}
        disabled={upload.isPending}
        aria-label={t('logo.dropzoneLabel')}
        data-testid="logo-dropzone"
      >
        <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={36} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={36} />
          </Dropzone.Idle>
          <Stack gap={2}>
            <Text>{t('logo.dropzoneText')}</Text>
            <Text size="sm" c="dimmed">
              {t('logo.dropzoneHint')}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {t(`logo.messages.${problem}`)}
        </Text>
      )}
      {chosen && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Text fw={600}>{t('logo.preview')}</Text>
            <Image
              src={chosen.preview}
              w={200}
              h="auto"
              fit="contain"
              alt={t('logo.preview')}
              data-testid="logo-preview"
            />
            <Text size="xs" c="dimmed">
              {chosen.file.name}
            </Text>
            <Group>
              <Button
                loading={upload.isPending}
                onClick={() => upload.mutate(chosen.file, { onSuccess: () => setChosen(null) })}
              >
                {t('logo.save')}
              </Button>
              <Button variant="default" onClick={() => setChosen(null)} disabled={upload.isPending}>
                {t('logo.discard')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
};
