/** The services marketplace's data: the company's services, activation and deactivation. */
import {
  activateService,
  deactivateService,
  getListServicesQueryKey,
  getListServicesQueryOptions,
  listServices,
} from '@generated/api/services/services';
import type { Service } from '@generated/model/service';
import type { ServiceActivation } from '@generated/model/serviceActivation';
import type { ServiceName } from '@generated/model/serviceName';
import { useCreateOnce } from '@/lib/create-once';
import { findSentIn } from '@/lib/find-sent';
import { useAppMutation } from '@/lib/mutation';

// The page shows its own error state with a retry button, so it does not retry by itself.
export const servicesQueryOptions = () => getListServicesQueryOptions({ query: { retry: false } });

/**
 * The same key the side navigation reads its active services from: a change shows or hides its
 * entries at once, without a reload.
 */
const serviceKeys = () => [getListServicesQueryKey()];

/** The activation a try may have made: the company has one entry a service, active once activated. */
const findSentActivation = findSentIn({
  list: (_input: ServiceActivation) => listServices(),
  fields: ['service'],
  matches: (service) => service.active,
});

export const useActivateService = () => {
  const activate = useCreateOnce(activateService, findSentActivation);
  return useAppMutation({
    mutationFn: (service: ServiceName) => activate({ service }),
    invalidates: serviceKeys,
    success: 'services:messages.activated',
    error: { key: 'services:messages.activateError', withServerMessage: true },
  });
};

export const useDeactivateService = () =>
  useAppMutation({
    mutationFn: ({ id }: Pick<Service, 'id'>) => deactivateService(id),
    invalidates: serviceKeys,
    success: 'services:messages.deactivated',
    error: { key: 'services:messages.deactivateError', withServerMessage: true },
  });
