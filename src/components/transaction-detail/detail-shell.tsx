import { Skeleton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LinkProps } from '@tanstack/react-router';
import type { FlatNamespace } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../link-button';
import type { DetailCardKind } from './detail-card';
import { DetailLayout, DetailLoadFailure, DetailLoading } from './detail-page';
import type { TimelineItem } from './detail-timeline';
import { DetailTimelineView } from './detail-timeline-view';

type Props<T, I extends TimelineItem> = {
  /** The query of the document the page shows. */
  document: UseQueryResult<T, unknown>;
  /** The list the back link leads to. */
  listTo: LinkProps['to'];
  /** The namespace of the page's 'detail.back', 'detail.notFoundTitle' and 'detail.notFoundText'. */
  ns: FlatNamespace;
  /** The start of the failure's test id (default 'detail'). */
  failureTestId?: string;
  title: (document: T) => string;
  subtitle: (document: T) => string | undefined;
  /** The events, newest first; a skeleton while `timelinePending`. */
  timeline: (document: T) => I[];
  timelinePending: boolean;
  renderEventDetails?: (item: I) => ReactNode;
  /** The linked cards, each in a `DetailCardCell`; `isOn` says whether the hovered event is the card's. */
  cards: (document: T, isOn: (card: DetailCardKind) => boolean) => ReactNode;
  /** The dialogs of the page's actions. */
  children?: ReactNode;
};

const BackToList = ({ to, ns }: { to: LinkProps['to']; ns: FlatNamespace }) => {
  const { t } = useTranslation(ns);
  return (
    <LinkButton to={to} variant="subtle" leftSection={<IconArrowLeft size={16} />} px={0} w="fit-content">
      {t('detail.back')}
    </LinkButton>
  );
};

/**
 * The skeleton of a transaction's detail page (spec 3 §2.5): loading, not found or failed with a
 * retry, else the header with the link back to the list, the linked cards and the event
 * timeline; hovering an event highlights its card. The page fills it with its document's cards.
 */
export const DetailShell = <T, I extends TimelineItem>({ document, listTo, ns, ...props }: Props<T, I>) => {
  const { t } = useTranslation(ns);
  const [highlighted, setHighlighted] = useState<DetailCardKind | null>(null);
  const back = <BackToList to={listTo} ns={ns} />;

  if (document.isPending) return <DetailLoading />;
  if (document.isError)
    return (
      <DetailLoadFailure
        error={document.error}
        onRetry={() => void document.refetch()}
        back={back}
        notFoundTitle={t('detail.notFoundTitle')}
        notFoundText={t('detail.notFoundText')}
        testIdPrefix={props.failureTestId}
      />
    );

  const data = document.data;
  return (
    <DetailLayout
      back={back}
      title={props.title(data)}
      subtitle={props.subtitle(data)}
      timeline={
        props.timelinePending ? (
          <Skeleton h={240} />
        ) : (
          <DetailTimelineView
            items={props.timeline(data)}
            onHover={setHighlighted}
            renderDetails={props.renderEventDetails}
          />
        )
      }
    >
      {props.cards(data, (card) => highlighted === card)}
      {props.children}
    </DetailLayout>
  );
};
