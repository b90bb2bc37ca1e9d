import { Box, Tabs } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PaymentRequestEmail, type EmailBranding, type EmailSender } from './payment-request-email';

type Props = { branding: EmailBranding; sender: EmailSender };

/** The payment request as a computer and as a phone show it (spec 3 §2.10). */
export const EmailPreview = ({ branding, sender }: Props) => {
  const { t } = useTranslation('company-settings');
  return (
    <Tabs defaultValue="web" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="web" leftSection={<IconDeviceDesktop size={16} />}>
          {t('branding.web')}
        </Tabs.Tab>
        <Tabs.Tab value="mobile" leftSection={<IconDeviceMobile size={16} />}>
          {t('branding.mobile')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="web" pt="md" data-testid="preview-web">
        <PaymentRequestEmail branding={branding} sender={sender} width={600} />
      </Tabs.Panel>
      <Tabs.Panel value="mobile" pt="md" data-testid="preview-mobile">
        <Box
          mx="auto"
          style={{ maxWidth: 375, border: '10px solid #343a40', borderRadius: 32, overflow: 'hidden' }}
        >
          <PaymentRequestEmail branding={branding} sender={sender} width={375} compact />
        </Box>
      </Tabs.Panel>
    </Tabs>
  );
};
