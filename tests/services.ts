import { HttpResponse, http } from 'msw';
import { server } from '../mocks/node';

/** The company has only the payment service: no subscriptions (invoices, plans) and no agent. */
export const onlyPaymentServiceActive = () =>
  server.use(
    http.get('*/services', () =>
      HttpResponse.json([
        { id: '1', service: 'PAYMENT_SERVICE', active: true },
        { id: '2', service: 'SUBSCRIPTION_SERVICE', active: false },
        { id: '3', service: 'AGENT_SERVICE', active: false },
      ]),
    ),
  );
