import {
  IconArrowRight,
  IconFileInvoice,
  IconPackage,
  IconPlus,
  IconReceipt,
  IconUser,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { NavItem } from '../navigation';
import type { PaletteEntry, PaletteGroup } from './palette-groups';
import { matchesQuery, paletteDestinations, type CreateArea, type PaletteTarget } from './palette-entries';
import type { AreaResults } from './use-palette-search';

const areaIcons: Record<CreateArea, ReactNode> = {
  customers: <IconUser size={18} aria-hidden />,
  payments: <IconReceipt size={18} aria-hidden />,
  invoices: <IconFileInvoice size={18} aria-hidden />,
  products: <IconPackage size={18} aria-hidden />,
};

const createLabels: Record<CreateArea, string> = {
  payments: 'actions.newPayment',
  customers: 'actions.newCustomer',
  invoices: 'actions.newInvoice',
  products: 'actions.newProduct',
};

type GroupsInput = {
  text: string;
  searches: AreaResults[];
  items: NavItem[];
  areas: CreateArea[];
  t: TFunction<['palette', 'global']>;
  open: (target: PaletteTarget) => void;
};

/** The palette's entries for the text typed: create actions, screens, each area's results. */
export const paletteGroups = ({ text, searches, items, areas, t, open }: GroupsInput): PaletteGroup[] => {
  const creates = areas
    .map((area) => ({ area, label: t(createLabels[area]) }))
    .filter((entry) => matchesQuery(text, entry.label));
  const pages = paletteDestinations(items)
    .map((entry) => ({ ...entry, text: t(entry.label, { ns: 'global' }) }))
    .filter((entry) => matchesQuery(text, entry.text, entry.group && t(entry.group, { ns: 'global' })));

  return [
    {
      key: 'actions',
      label: t('groups.actions'),
      entries: creates.map(({ area, label }) => ({
        key: `new-${area}`,
        label,
        icon: <IconPlus size={18} aria-hidden />,
        onTrigger: () => open({ kind: 'create', area }),
      })),
    },
    {
      key: 'pages',
      label: t('groups.pages'),
      entries: pages.map((entry) => ({
        key: entry.to,
        label: entry.text,
        description: entry.group && t(entry.group, { ns: 'global' }),
        icon: <IconArrowRight size={18} aria-hidden />,
        onTrigger: () => open({ kind: 'page', to: entry.to }),
      })),
    },
    ...searches.map(({ area, results, loading, failed }) => ({
      key: area,
      label: t(`groups.${area}`),
      status: loading
        ? t('search.loading')
        : failed
          ? t('search.failed')
          : results.length
            ? undefined
            : t('search.none'),
      entries: results.flatMap((result): PaletteEntry[] => [
        {
          key: `${area}-${result.id}`,
          label: result.label || t('search.draftInvoice'),
          description: result.description,
          icon: areaIcons[area],
          onTrigger: () => open(result.target),
        },
        ...(area === 'customers' && areas.includes('payments') && result.target.kind === 'customer'
          ? [
              {
                key: `new-payment-${result.id}`,
                label: t('actions.newPaymentFor', { name: result.label }),
                icon: <IconPlus size={18} aria-hidden />,
                onTrigger: () => open({ kind: 'create', area: 'payments', debitorId: result.id }),
              },
            ]
          : []),
      ]),
    })),
  ];
};
