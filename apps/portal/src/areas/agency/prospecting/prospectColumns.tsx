import { Button, DateText, type TableColumn } from '@airtime/design-system';
import type { Creator, Process } from '@airtime/domain';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { conversionBadge } from '../../../features/status/recordBadges.ts';
import { ConversionBadge } from '../../../features/status/StatusBadges.tsx';
import { conversionMoveLabel, conversionStatusOf } from './conversion.ts';

export interface ProspectColumnsInput {
  readonly byCreator: ReadonlyMap<number, Process>;
  /** Null for Read Only users: no moves, no email writes. */
  readonly move: ((creator: Creator, process: Process, transition: string) => void) | null;
  readonly openOutreach: (creator: Creator) => void;
}

// React Aria's menu loads on the first press of a Move button (the lists' shared row menu).
const RowActionsPopover = lazy(async () => ({
  default: (await import('../../../features/lists/RowActionsPopover.tsx')).RowActionsPopover,
}));

const statusOf = (process: Process | undefined) =>
  process === undefined ? '' : (conversionStatusOf(process) ?? '');

/**
 * A stage list's own columns: where each prospect stands and since when (sortable), the moves
 * its conversion offers now (only its available_transitions), and its outreach.
 */
export function prospectColumns({
  byCreator,
  move,
  openOutreach,
}: ProspectColumnsInput): TableColumn<Creator>[] {
  const columns: TableColumn<Creator>[] = [
    {
      id: 'conversion',
      label: 'Conversion',
      value: (creator) => conversionBadge(statusOf(byCreator.get(creator.id))).label,
      cell: (creator) => <ConversionBadge status={statusOf(byCreator.get(creator.id))} />,
      width: 140,
    },
    {
      id: 'since',
      label: 'Here since',
      value: (creator) => byCreator.get(creator.id)?.updated_at ?? null,
      cell: (creator) => <DateText value={byCreator.get(creator.id)?.updated_at ?? null} />,
      width: 130,
      allowsSorting: true,
      firstSortDirection: 'descending',
    },
    {
      id: 'outreach-action',
      label: 'Outreach',
      width: 120,
      cell: (creator) => {
        const count = creator.outreach_emails.length;
        const emails = count === 1 ? '1 email' : `${count} emails`;
        return (
          <Button
            size="sm"
            variant="ghost"
            excludeFromTabOrder
            data-cell-editor=""
            // The visible words first: a spoken command names the button by what it shows.
            aria-label={`${emails}, outreach for ${creator.name}`}
            onPress={() => openOutreach(creator)}
          >
            {emails}
          </Button>
        );
      },
    },
  ];
  if (move === null) return columns;
  return [
    ...columns,
    {
      id: 'move',
      label: 'Move',
      width: 130,
      cell: (creator) => {
        const process = byCreator.get(creator.id);
        const offered = process?.workflows.conversion?.available_transitions ?? [];
        if (process === undefined || offered.length === 0) return null;
        const from = statusOf(process);
        const items = offered.map((id) => ({ id, label: conversionMoveLabel(from, id) }));
        return (
          <MoveMenu
            name={creator.name}
            items={items}
            onMove={(transition) => move(creator, process, transition)}
          />
        );
      },
    },
  ];
}

/** A cell's Move button and the menu of the moves offered (as the production cells' editors). */
function MoveMenu({
  name,
  items,
  onMove,
}: {
  readonly name: string;
  readonly items: readonly { readonly id: string; readonly label: string }[];
  readonly onMove: (transition: string) => void;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const menuId = useId();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        ref={triggerRef}
        id={triggerId}
        size="sm"
        variant="secondary"
        excludeFromTabOrder
        data-cell-editor=""
        aria-label={`Move ${name}`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onPress={() => setOpen(true)}
      >
        Move
        <ChevronDown aria-hidden size={14} />
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <RowActionsPopover
            triggerRef={triggerRef}
            triggerId={triggerId}
            menuId={menuId}
            isOpen
            onOpenChange={setOpen}
            focusStrategy={null}
            label={`Moves of ${name}`}
            actions={items}
            onAction={onMove}
          />
        </Suspense>
      )}
    </>
  );
}
