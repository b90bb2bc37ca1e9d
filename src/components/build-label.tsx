import { Badge } from '@mantine/core';
import { buildVersion } from '@/lib/env';

/** The small red label with the build version; only when a version was set at build time. */
export const BuildLabel = ({ version = buildVersion }: { version?: string }) =>
  version ? (
    <Badge
      color="red"
      size="xs"
      radius="sm"
      pos="fixed"
      bottom={4}
      left={4}
      style={{ zIndex: 1000, pointerEvents: 'none' }}
      data-testid="build-label"
    >
      {version}
    </Badge>
  ) : null;
