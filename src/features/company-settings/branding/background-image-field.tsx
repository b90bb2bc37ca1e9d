import { Button, Fieldset, FileButton, Group, Image, Input, Stack } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerImage } from '@/lib/server-image';
import { useUploadBackgroundImage } from '../api';

const TYPES = ['image/png', 'image/jpeg'];
/** The backend takes images up to 2 MB. */
const MAX_BYTES = 2 * 1024 * 1024;

/** The optional background image, uploaded as soon as it is chosen (PUT …/brand-background-image). */
export const BackgroundImageField = ({ imageUrl }: { imageUrl: string | undefined }) => {
  const { t } = useTranslation('company-settings');
  const upload = useUploadBackgroundImage();
  const [refused, setRefused] = useState(false);
  const image = useServerImage(imageUrl);
  const choose = (file: File | null) => {
    if (!file) return;
    const fits = TYPES.includes(file.type) && file.size <= MAX_BYTES;
    setRefused(!fits);
    if (fits) upload.mutate(file);
  };
  return (
    <Fieldset legend={t('branding.backgroundImage')}>
      <Input.Wrapper
        description={t('branding.backgroundImageHint')}
        error={refused ? t('branding.backgroundImageRefused') : undefined}
      >
        <Stack gap="xs" mt="xs">
          {image.src && (
            <Image
              src={image.src}
              onError={image.onError}
              alt={t('branding.currentBackgroundImage')}
              h={80}
              w={160}
              radius="sm"
              fit="cover"
            />
          )}
          <Group>
            <FileButton accept={TYPES.join(',')} onChange={choose}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconPhotoUp size={16} />}
                  loading={upload.isPending}
                >
                  {imageUrl ? t('branding.replaceBackgroundImage') : t('branding.uploadBackgroundImage')}
                </Button>
              )}
            </FileButton>
          </Group>
        </Stack>
      </Input.Wrapper>
    </Fieldset>
  );
};
