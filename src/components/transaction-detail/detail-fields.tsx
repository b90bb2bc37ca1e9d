import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';

export type DetailField = { label: string; value: ReactNode };

/** Label and value pairs of a detail card; empty values show '--'. */
export const DetailFields = ({ fields }: { fields: DetailField[] }) => (
  <DataList size="sm" labelWidth={140}>
    {fields.map((field) => (
      <DataList.Item key={field.label}>
        <DataList.ItemLabel>{field.label}</DataList.ItemLabel>
        <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>
          {field.value === undefined || field.value === '' ? '--' : field.value}
        </DataList.ItemValue>
      </DataList.Item>
    ))}
  </DataList>
);
