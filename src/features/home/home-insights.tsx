import { SimpleGrid } from '@mantine/core';
import { AttentionList } from './attention/attention-list';
import { PaymentsChartSection } from './payments-chart-section';
import { useWarmPaymentsCode } from './use-warm-payments-code';

/**
 * What needs attention and the payments by state, beside the tiles; loaded after the home's first
 * paint, and with it, once the browser is idle, the payments list's code.
 */
export const HomeInsights = () => {
  useWarmPaymentsCode();
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} maw={1440}>
      <AttentionList />
      <PaymentsChartSection />
    </SimpleGrid>
  );
};
