/** Every handler of the mock backend, one module per area. */
import { agentHandlers } from './areas/agent/handlers';
import { bankHandlers } from './areas/bank/handlers';
import { bankWidgetHandlers } from './areas/bank/widget';
import { checkoutsHandlers } from './areas/checkouts/handlers';
import { companyHandlers } from './areas/company/handlers';
import { creditsHandlers } from './areas/credits/handlers';
import { customersHandlers } from './areas/customers/handlers';
import { developerHandlers } from './areas/developer/handlers';
import { ebicsHandlers } from './areas/ebics/handlers';
import { entryHandlers } from './areas/entry/handlers';
import { instalmentPlansHandlers } from './areas/instalment-plans/handlers';
import { invoicesHandlers } from './areas/invoices/handlers';
import { paylinksHandlers } from './areas/paylinks/handlers';
import { paymentsHandlers } from './areas/payments/handlers';
import { productsHandlers } from './areas/products/handlers';
import { sepaMandatesHandlers } from './areas/sepa-mandates/handlers';
import { servicesHandlers } from './areas/services/handlers';
import { sessionHandlers } from './areas/session/handlers';
import { signingHandlers } from './areas/signing/handlers';
import { subscriptionsHandlers } from './areas/subscriptions/handlers';
import { teamHandlers } from './areas/team/handlers';
import { toolsHandlers } from './areas/tools/handlers';

/** Stand-ins for third parties the portal frames (not calls of the contract). */
export const standInHandlers = [...bankWidgetHandlers];

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
  ...standInHandlers,
];
