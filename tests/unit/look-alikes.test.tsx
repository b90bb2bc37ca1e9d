/**
 * Each look-alike (src/components/look-alikes/) against the Mantine component it stands for, in
 * the installed version: the same elements, classes and attributes, and the same values of the
 * component's CSS variables that its stylesheet reads.
 */
import { ActionIcon, Badge, Group, Input, Progress, Skeleton } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ActionIconLook } from '@/components/look-alikes/action-icon';
import { BadgeLook } from '@/components/look-alikes/badge';
import { FieldPlaceholder } from '@/components/look-alikes/input-placeholder';
import { ProgressLook } from '@/components/look-alikes/progress';
import { SkeletonLine } from '@/components/look-alikes/skeleton';
import { renderWithProviders } from '../render';
import { cssVariables, markupShape, variablesRead } from './markup-shape';

const stylesheet = (...names: string[]) =>
  names
    .map((name) =>
      readFileSync(createRequire(import.meta.url).resolve(`@mantine/core/styles/${name}.css`), 'utf8'),
    )
    .join('\n');

const elements = (root: Element) => [root, ...root.querySelectorAll<HTMLElement>('*')];

/** Draws both, and holds the plain one's markup and variables (of `prefixes`) to Mantine's. */
const expectSameLook = async (mantine: ReactNode, plain: ReactNode, css: string, prefixes: string[]) => {
  const { unmount } = await renderWithProviders(
    <>
      <div data-testid="mantine">{mantine}</div>
      <div data-testid="plain">{plain}</div>
    </>,
  );
  const [mantineRoot, plainRoot] = ['mantine', 'plain'].map(
    (id) => screen.getByTestId(id).firstElementChild!,
  );
  expect(markupShape(plainRoot!)).toEqual(markupShape(mantineRoot!));
  const read = prefixes.flatMap((prefix) => [...variablesRead(css, prefix, [])]);
  const plainElements = elements(plainRoot!);
  const compared = elements(mantineRoot!).flatMap((element, index) => {
    const other = plainElements[index];
    if (!(element instanceof HTMLElement) || !(other instanceof HTMLElement)) return [];
    const expected = cssVariables(element, css, [...element.classList]);
    const actual = cssVariables(other, css, [...other.classList]);
    return read
      .filter((name) => expected.has(name) || actual.has(name))
      .map((name) => {
        expect([index, name, actual.get(name)]).toEqual([index, name, expected.get(name)]);
        return name;
      });
  });
  unmount();
  return compared;
};

describe('look-alikes hold to the Mantine components they stand for', () => {
  it.each([
    ['green', 'light'],
    ['red', 'filled'],
    ['gray', 'outline'],
  ])("a %s %s badge is Mantine's Badge", async (color, variant) => {
    const compared = await expectSameLook(
      <Badge color={color} variant={variant} radius="sm" data-status="PAID">
        Paid
      </Badge>,
      <BadgeLook color={color} variant={variant} data-status="PAID">
        Paid
      </BadgeLook>,
      stylesheet('Badge'),
      ['--badge-'],
    );
    expect(compared).toEqual(expect.arrayContaining(['--badge-bg', '--badge-color', '--badge-radius']));
  });

  it.each([
    [40, 'brand'],
    [100, 'green'],
  ])("a bar of %i %% is Mantine's small Progress", async (percent, color) => {
    const compared = await expectSameLook(
      <Progress
        value={percent}
        color={color}
        size="sm"
        w={96}
        title="Done"
        data-completion={percent}
        aria-label="Done"
      />,
      <ProgressLook percent={percent} color={color} label="Done" title="Done" data-completion={percent} />,
      stylesheet('Progress'),
      ['--progress-'],
    );
    expect(compared).toEqual(
      expect.arrayContaining(['--progress-size', '--progress-section-size', '--progress-section-color']),
    );
  });

  it("a skeleton line is Mantine's Skeleton", async () => {
    const compared = await expectSameLook(
      <Skeleton h={14} radius="sm" />,
      <SkeletonLine />,
      stylesheet('Skeleton'),
      ['--skeleton-'],
    );
    expect(compared).toContain('--skeleton-radius');
  });

  it("a row menu's button is Mantine's subtle grey ActionIcon", async () => {
    const compared = await expectSameLook(
      <ActionIcon variant="subtle" color="gray" aria-label="Actions for Rent" aria-haspopup="menu">
        <IconDots size={18} />
      </ActionIcon>,
      <ActionIconLook aria-label="Actions for Rent" aria-haspopup="menu">
        <IconDots size={18} />
      </ActionIconLook>,
      stylesheet('ActionIcon'),
      ['--ai-'],
    );
    expect(compared).toEqual(expect.arrayContaining(['--ai-bg', '--ai-color', '--ai-hover', '--ai-size']));
  });

  it("a filter's placeholder is Mantine's Group, Input.Wrapper and Input, out of reach", async () => {
    const compared = await expectSameLook(
      <Group gap="sm" align="flex-end" wrap="wrap" inert aria-hidden data-testid="filter-placeholder">
        <Input.Wrapper label="Method" w={200}>
          <Input component="div" />
        </Input.Wrapper>
      </Group>,
      <FieldPlaceholder fields={[{ label: 'Method', width: 200 }]} />,
      stylesheet('Group', 'Input'),
      ['--group-', '--input-'],
    );
    expect(compared).toEqual(expect.arrayContaining(['--group-gap', '--input-height', '--input-fz']));
  });
});
