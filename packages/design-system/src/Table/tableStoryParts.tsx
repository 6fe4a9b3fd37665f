// Stories only: the Table with its sort and selection kept in state, as a screen would hold them.
import { useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components/Table';
import { Table, type TableProps } from './Table.tsx';
import type { Campaign } from './tableStoryData.tsx';

/** Controlled sort and selection; the story's spies still hear every change. */
export function StatefulTable(props: TableProps<Campaign>) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor | undefined>(
    props.defaultSortDescriptor,
  );
  const [selectedKeys, setSelectedKeys] = useState<Selection>(
    props.defaultSelectedKeys ?? new Set(),
  );
  return (
    <Table
      {...props}
      {...(sortDescriptor ? { sortDescriptor } : {})}
      selectedKeys={selectedKeys}
      onSortChange={(descriptor) => {
        setSortDescriptor(descriptor);
        props.onSortChange?.(descriptor);
      }}
      onSelectionChange={(keys) => {
        setSelectedKeys(keys);
        props.onSelectionChange?.(keys);
      }}
    />
  );
}
