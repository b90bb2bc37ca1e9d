import { getGetCorrelationSuspenseQueryOptions } from '@generated/api/correlations/correlations';

/** The raw correlation with its items (spec 1 §7). */
export const correlationQueryOptions = (id: string) =>
  getGetCorrelationSuspenseQueryOptions(id, { expand: 'includeItems' });
