import { useAgencies } from '@airtime/api-client';
import { ComboBox, ComboBoxItem, Stack, Tag, TagGroup } from '@airtime/design-system';
import type { Agency } from '@airtime/domain';
import { useState } from 'react';

export interface AgenciesPickerProps {
  /** The agencies chosen so far. */
  readonly value: readonly Agency[];
  readonly onChange: (agencies: readonly Agency[]) => void;
  readonly errorMessage?: string | undefined;
  /** Read Only users see the chosen agencies without the picker. */
  readonly isReadOnly?: boolean;
}

/** A brand's agencies: the chosen ones as removable tags, and a search to add one more. */
export function AgenciesPicker({ value, onChange, errorMessage, isReadOnly }: AgenciesPickerProps) {
  const [text, setText] = useState('');
  // A new field after each pick: a controlled input cleared while focused would reopen its list.
  const [picks, setPicks] = useState(0);
  // Agencies are a few dozen: one page holds them (the Brands list's filter reads the same), and
  // filtering here keeps a picked option from vanishing under a search still answering.
  const all = useAgencies({ per_page: 100 });
  const query = text.trim().toLowerCase();
  const free = all.items.filter(
    (agency) =>
      !value.some((chosen) => chosen.id === agency.id) && agency.name.toLowerCase().includes(query),
  );
  return (
    <Stack space="sm">
      <TagGroup
        label="Agencies"
        items={value}
        size="sm"
        emptyLabel="No agency"
        {...(isReadOnly === true
          ? {}
          : { onRemove: (keys) => onChange(value.filter((agency) => !keys.has(agency.id))) })}
      >
        {(agency) => <Tag id={agency.id}>{agency.name}</Tag>}
      </TagGroup>
      {isReadOnly !== true && (
        <ComboBox<Agency>
          key={picks}
          autoFocus={picks > 0}
          label="Add an agency"
          items={free}
          filter={false}
          getItemText={(agency) => agency.name}
          inputValue={text}
          onInputChange={setText}
          value={null}
          onChange={(key) => {
            const agency = free.find((item) => item.id === key);
            if (agency === undefined) return;
            setText('');
            setPicks(picks + 1);
            onChange([...value, agency]);
          }}
          isLoading={all.isLoading}
          placeholder="Search agencies by name"
          emptyText={query === '' ? 'Every agency is already chosen' : 'No agency matches'}
          {...(errorMessage === undefined ? {} : { isInvalid: true, errorMessage })}
        >
          {(agency) => <ComboBoxItem id={agency.id}>{agency.name}</ComboBoxItem>}
        </ComboBox>
      )}
    </Stack>
  );
}
