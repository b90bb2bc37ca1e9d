import { companyHandlers } from './company';
import { servicesHandlers } from './services';
import { sessionHandlers } from './session';

export const handlers = [...sessionHandlers, ...companyHandlers, ...servicesHandlers];
