/** Every handler of the mock backend, one module per area. */
import { agentHandlers } from './agent';
import { bankHandlers } from './bank';
import { checkoutsHandlers } from './checkouts';
import { companyHandlers } from './company';
import { creditsHandlers } from './credits';
import { customersHandlers } from './customers';
import { developerHandlers } from './developer';
import { ebicsHandlers } from './ebics';
import { entryHandlers } from './entry';
import { instalmentPlansHandlers } from './instalment-plans';
import { invoicesHandlers } from './invoices';
import { paylinksHandlers } from './paylinks';
import { paymentsHandlers } from './payments';
import { productsHandlers } from './products';
import { sepaMandatesHandlers } from './sepa-mandates';
import { servicesHandlers } from './services';
import { sessionHandlers } from './session';
import { signingHandlers } from './signing';
import { subscriptionsHandlers } from './subscriptions';
import { teamHandlers } from './team';
import { toolsHandlers } from './tools';

export const handlers = [
  ...sessionHandlers,
  ...entryHandlers,
  ...companyHandlers,
  ...servicesHandlers,
  ...bankHandlers,
  ...ebicsHandlers,
  ...signingHandlers,
  ...teamHandlers,
  ...agentHandlers,
  ...customersHandlers,
  ...paymentsHandlers,
  ...creditsHandlers,
  ...checkoutsHandlers,
  ...invoicesHandlers,
  ...sepaMandatesHandlers,
  ...subscriptionsHandlers,
  ...instalmentPlansHandlers,
  ...productsHandlers,
  ...paylinksHandlers,
  ...developerHandlers,
  ...toolsHandlers,
];
