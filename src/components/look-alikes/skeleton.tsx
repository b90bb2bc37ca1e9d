import { rem, Skeleton } from '@mantine/core';
import type { CSSProperties } from 'react';

// Mantine's `<Skeleton h={14} radius="sm" />` as a plain element with its classes: a loading page
// shows one per cell, each a Mantine component that resolves props and styles.
const skeletonClass = `${Skeleton.classes.root} mantine-Skeleton-root`;
const skeletonStyle: CSSProperties = { height: rem(14), '--skeleton-radius': 'var(--mantine-radius-sm)' };

/** A grey placeholder line of text. */
export const SkeletonLine = () => (
  <div className={skeletonClass} style={skeletonStyle} data-visible data-animate />
);
