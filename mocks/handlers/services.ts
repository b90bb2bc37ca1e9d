import { HttpResponse, http } from 'msw';
import type { Service } from '../../src-generated/model/service';
import { ServiceName } from '../../src-generated/model/serviceName';
import { api, tokenEmail, unauthorized } from '../auth';

const services: Service[] = Object.values(ServiceName).map((service, index) => ({
  id: `00000000-0000-4000-8000-00000000000${index + 1}`,
  service,
  active: true,
}));

export const servicesHandlers = [
  http.get(api('/services'), ({ request }) =>
    tokenEmail(request) ? HttpResponse.json(services) : unauthorized(),
  ),
];
