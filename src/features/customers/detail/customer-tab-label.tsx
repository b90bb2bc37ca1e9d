import { Badge, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CustomerTab } from './customer-tabs';
import { tabCountQueryOptions } from './tab-counts';

/** A tab's name with the total of its list; a dash when the count could not be loaded. */
export const CustomerTabLabel = ({ tab, id, label }: { tab: CustomerTab; id: string; label: string }) => {
  const count = useQuery(tabCountQueryOptions(tab, id));
  return (
    <>
      {label}{' '}
      {count.isPending ? (
        <Loader size={10} aria-hidden />
      ) : (
        <Badge size="sm" variant="light" color="gray" radius="sm" data-testid={`count-${tab}`}>
          {count.data ?? '–'}
        </Badge>
      )}
    </>
  );
};
