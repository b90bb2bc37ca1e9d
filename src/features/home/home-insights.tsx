import { SimpleGrid } from '@mantine/core';
import { AttentionList } from './attention/attention-list';
import { PaymentsChartSection } from './payments-chart-section';

/** What needs attention and the payments by state, beside the tiles; loaded after the home's first paint. */
export const HomeInsights = () => (
  <SimpleGrid cols={{ base: 1, lg: 2 }} maw={1440}>
    <AttentionList />
    <PaymentsChartSection />
  </SimpleGrid>
);
