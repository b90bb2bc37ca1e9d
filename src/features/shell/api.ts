import { getGetCompanySuspenseQueryOptions } from '@generated/api/company/company';
import { getListServicesSuspenseQueryOptions } from '@generated/api/services/services';
import { getGetUserSuspenseQueryOptions } from '@generated/api/session/session';
import type { ServiceName } from '@generated/model/serviceName';

export const userQueryOptions = () => getGetUserSuspenseQueryOptions();
export const companyQueryOptions = () => getGetCompanySuspenseQueryOptions();

export const activeServicesQueryOptions = () =>
  getListServicesSuspenseQueryOptions({
    query: {
      select: (services): ReadonlySet<ServiceName> =>
        new Set(services.filter((service) => service.active).map((service) => service.service)),
    },
  });
