import { useTranslation } from 'react-i18next';
import { LinkButton } from '../link-button';
import { cardLink } from './card-link';

const routes = {
  payment: { to: '/dashboard/transactions/payments/$id', label: 'detail.showPayment' },
  checkout: { to: '/dashboard/transactions/checkouts/$id', label: 'detail.showCheckout' },
  credit: { to: '/dashboard/transactions/credits/$id', label: 'detail.showCredit' },
  creditNote: { to: '/dashboard/transactions/credit-notes/$id', label: 'detail.showCreditNote' },
} as const;

/** A linked card's link to the document's own detail page ('Show payment', ...). */
export const DocumentLink = ({ kind, id }: { kind: keyof typeof routes; id: string }) => {
  const { t } = useTranslation('lists');
  const route = routes[kind];
  return (
    <LinkButton to={route.to} params={{ id }} {...cardLink}>
      {t(route.label)}
    </LinkButton>
  );
};
