import { Box, Button, Center, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/errors';
import { RefreshingSign } from '@/components/list';

export const DetailLoading = () => <Skeleton h={320} radius="md" data-testid="detail-loading" />;

type FailureProps = {
  error: unknown;
  onRetry: () => void;
  /** The link back to the list. */
  back: ReactNode;
  notFoundTitle: string;
  notFoundText: string;
  /** The start of the state's test id: `<prefix>-not-found` or `<prefix>-error`. */
  testIdPrefix?: string;
};

/** The document could not be loaded: not found (404), or a failure with retry. */
export const DetailLoadFailure = ({
  error,
  onRetry,
  back,
  notFoundTitle,
  notFoundText,
  testIdPrefix = 'detail',
}: FailureProps) => {
  const { t } = useTranslation('lists');
  const missing = isApiError(error) && error.status === 404;
  return (
    <Center mih="40vh">
      <Stack
        align="center"
        gap="md"
        role="alert"
        data-testid={`${testIdPrefix}-${missing ? 'not-found' : 'error'}`}
      >
        <Title order={2}>{missing ? notFoundTitle : t('table.errorTitle')}</Title>
        <Text c="dimmed">{missing ? notFoundText : t('table.errorText')}</Text>
        <Group>
          {!missing && <Button onClick={onRetry}>{t('table.retry')}</Button>}
          {back}
        </Group>
      </Stack>
    </Center>
  );
};

type LayoutProps = {
  back: ReactNode;
  title: string;
  subtitle?: string;
  /** The cards, each in a `DetailCardCell`. */
  children: ReactNode;
  timeline: ReactNode;
};

/**
 * Back to a detail seen before: it shows what the cache holds at once and asks the server again in
 * the background; this quiet sign says so while it does (a query that already has data, fetching).
 */
const DetailRefreshing = () => {
  const refreshing = useIsFetching({ predicate: (query) => query.state.data !== undefined }) > 0;
  return (
    <Box role="status" aria-live="polite">
      {refreshing && <RefreshingSign />}
    </Box>
  );
};

/** A transaction detail page: the cards side by side, the event timeline beside them (spec 3 §2.5). */
export const DetailLayout = ({ back, title, subtitle, children, timeline }: LayoutProps) => (
  <Stack gap="lg">
    <Stack gap={4}>
      {/* The sign on the link's line: a long title keeps the whole width. */}
      <Group justify="space-between" wrap="nowrap" gap="sm">
        {back}
        <DetailRefreshing />
      </Group>
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Grid gap="md">{children}</Grid>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>{timeline}</Grid.Col>
    </Grid>
  </Stack>
);

export const DetailCardCell = ({ children }: { children: ReactNode }) => (
  <Grid.Col span={{ base: 12, lg: 6 }}>{children}</Grid.Col>
);
