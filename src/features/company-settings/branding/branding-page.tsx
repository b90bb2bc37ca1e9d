import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Grid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BrandingSettings } from '@generated/model/brandingSettings';
import { PageIntro } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { brandingQueryOptions, companyQueryOptions, useUpdateBranding } from '../api';
import { SettingsForm } from '../settings-form';
import { BackgroundImageField } from './background-image-field';
import { BrandingSchema, toBrandingInput, type BrandingInput, type BrandingValues } from './branding-schema';
import { BrandingPreview } from './branding-preview';
import { ColorField } from './color-field';

/** /dashboard/company/branding (spec 3 §2.10): the e-mail colours with a live preview. */
export const BrandingPage = () => {
  const { t } = useTranslation('company-settings');
  const branding = useQuery(brandingQueryOptions());

  const body = (() => {
    if (branding.isPending) return <PageLoader />;
    if (branding.isError)
      return (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title={t('messages.unexpectedError')}
          role="alert"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('branding.loadErrorHint')}</Text>
            <Button variant="default" onClick={() => void branding.refetch()} loading={branding.isFetching}>
              {t('branding.retry')}
            </Button>
          </Stack>
        </Alert>
      );
    return <BrandingForm settings={branding.data} />;
  })();

  return (
    <Stack gap="lg">
      <PageIntro title={t('branding.title')} intro={t('branding.intro')} />
      {body}
    </Stack>
  );
};

const BrandingForm = ({ settings }: { settings: BrandingSettings }) => {
  const { t } = useTranslation('company-settings');
  const { data: company } = useSuspenseQuery(companyQueryOptions());
  const update = useUpdateBranding();
  const form = useForm<BrandingInput, unknown, BrandingValues>({
    resolver: zodResolver(BrandingSchema),
    defaultValues: toBrandingInput(settings),
    mode: 'onTouched',
  });
  const backgroundImageUrl = company.brandingSettings?.backgroundImageUrl ?? settings.backgroundImageUrl;

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Stack gap="xl">
          <SettingsForm
            label={t('branding.colors')}
            form={form}
            pending={update.isPending}
            onSubmit={async (values) => {
              const saved = await update.mutateAsync(values);
              form.reset(toBrandingInput(saved.brandingSettings ?? values));
            }}
          >
            <Fieldset legend={t('branding.colors')}>
              <Stack gap="md">
                <ColorField<BrandingInput>
                  name="brandColor"
                  label={t('branding.brandColor')}
                  description={t('branding.brandColorHint')}
                  withAsterisk
                />
                <ColorField<BrandingInput>
                  name="brandTextColor"
                  label={t('branding.brandTextColor')}
                  description={t('branding.brandTextColorHint')}
                  withAsterisk
                />
              </Stack>
            </Fieldset>
          </SettingsForm>
          {/* Uploaded as soon as it is chosen, apart from the colours' save. */}
          <BackgroundImageField imageUrl={backgroundImageUrl} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <BrandingPreview form={form} company={company} backgroundImageUrl={backgroundImageUrl} />
      </Grid.Col>
    </Grid>
  );
};
