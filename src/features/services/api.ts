/** The services marketplace's data: the company's services, activation and deactivation. */
import {
  activateService,
  deactivateService,
  getListServicesQueryKey,
  getListServicesQueryOptions,
} from '@generated/api/services/services';
import type { Service } from '@generated/model/service';
import type { ServiceName } from '@generated/model/serviceName';
import { useAppMutation } from '@/lib/mutation';

// The page shows its own error state with a retry button, so it does not retry by itself.
export const servicesQueryOptions = () => getListServicesQueryOptions({ query: { retry: false } });

/**
 * The same key the side navigation reads its active services from: a change shows or hides its
 * entries at once, without a reload.
 */
const serviceKeys = () => [getListServicesQueryKey()];

export const useActivateService = () =>
  useAppMutation({
    mutationFn: (service: ServiceName) => activateService({ service }),
    invalidates: serviceKeys,
    success: 'services:messages.activated',
    error: { key: 'services:messages.activateError', withServerMessage: true },
  });

export const useDeactivateService = () =>
  useAppMutation({
    mutationFn: ({ id }: Pick<Service, 'id'>) => deactivateService(id),
    invalidates: serviceKeys,
    success: 'services:messages.deactivated',
    error: { key: 'services:messages.deactivateError', withServerMessage: true },
  });
