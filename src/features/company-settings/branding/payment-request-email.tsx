import { Box, Stack, Table, Text } from '@mantine/core';
import { serverImageUrl, useServerImage } from '@/lib/server-image';
import { paymentRequestSample as sample } from './payment-request-sample';

export type EmailBranding = {
  brandColor: string;
  brandTextColor: string;
  backgroundImageUrl?: string;
};

export type EmailSender = {
  companyName: string;
  logoUrl?: string;
  /** The company's address in one line per part (street, zip and city, country). */
  address: string[];
};

type Props = {
  branding: EmailBranding;
  sender: EmailSender;
  width: number;
  /** A phone's narrow screen: less space around the mail. */
  compact?: boolean;
};

/** The company's logo, or its name where there is none, it is no image the portal loads or it does not load. */
const Logo = ({ sender, color }: { sender: EmailSender; color: string }) => {
  const { src, onError } = useServerImage(sender.logoUrl);
  if (src)
    return (
      <img
        src={src}
        alt={sender.companyName}
        style={{ maxHeight: 40, maxWidth: 160, display: 'block' }}
        onError={onError}
      />
    );
  return (
    <Text fw={700} size="lg" style={{ color }}>
      {sender.companyName}
    </Text>
  );
};

/**
 * The payment request e-mail, filled with the company's name, logo, colours and address and a
 * sample customer, drawn from components (no HTML string) so it follows the colours as they change.
 */
/**
 * An e-mail is drawn as e-mail clients show it, light whatever the portal's colour scheme: its
 * secondary text is a fixed grey (5.9:1 on the footer's grey) rather than the scheme's dimmed.
 */
const EMAIL_DIMMED = 'gray.7';

export const PaymentRequestEmail = ({ branding, sender, width, compact = false }: Props) => {
  const space = compact ? 'sm' : 'lg';
  const { brandColor, brandTextColor } = branding;
  // A background that fails to load leaves the grey beneath it: nothing broken shows.
  const backgroundUrl = serverImageUrl(branding.backgroundImageUrl);
  const onBrand = { backgroundColor: brandColor, color: brandTextColor };
  return (
    <Box
      lang="de"
      p={compact ? 'xs' : 'md'}
      data-testid="email-backdrop"
      style={{
        backgroundColor: '#e9ecef',
        backgroundImage: backgroundUrl ? `url("${backgroundUrl.replaceAll('"', '%22')}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Box
        bg="white"
        c="dark.9"
        mx="auto"
        style={{
          maxWidth: width,
          borderRadius: 8,
          overflow: 'hidden',
          boxShadow: '0 1px 4px rgb(0 0 0 / 15%)',
        }}
      >
        <Box
          px={space}
          py="md"
          data-testid="email-header"
          data-brand-color={brandColor}
          data-brand-text-color={brandTextColor}
          style={onBrand}
        >
          <Logo sender={sender} color={brandTextColor} />
        </Box>
        <Stack gap="md" p={space}>
          <Text fw={700} size="xl">
            {sample.subject}
          </Text>
          <Text>{sample.greeting(sample.customerName)}</Text>
          <Text>{sample.request(sender.companyName)}</Text>
          <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
            <Table.Tbody>
              {sample.details.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th fw={400} c={EMAIL_DIMMED} w={compact ? undefined : '45%'} pr="sm">
                    {label}
                  </Table.Th>
                  <Table.Td fw={600}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Box
            data-testid="email-button"
            ta="center"
            py="sm"
            px="lg"
            fw={700}
            style={{ ...onBrand, borderRadius: 6, alignSelf: 'center' }}
          >
            {sample.payButton}
          </Box>
          <Box p="sm" style={{ borderLeft: `4px solid ${brandColor}`, backgroundColor: '#f8f9fa' }}>
            <Text fw={700} size="sm">
              {sample.cashbackTitle}
            </Text>
            <Text size="sm">{sample.cashback}</Text>
          </Box>
          <Text>
            {sample.closing}
            <br />
            {sender.companyName}
          </Text>
        </Stack>
        <Box px={space} py="sm" bg="gray.1" data-testid="email-footer">
          <Text size="xs" c={EMAIL_DIMMED}>
            {[sender.companyName, ...sender.address].join(' · ')}
          </Text>
          <Text size="xs" c={EMAIL_DIMMED}>
            {sample.footer(sender.companyName)}
          </Text>
        </Box>
      </Box>
    </Box>
  );
};
