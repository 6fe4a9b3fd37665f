import { Button, intentLoader, useIntentLoaded } from '@airtime/design-system';
import type { EventProduction } from '@airtime/domain';
import { type ReactNode, Suspense, useId, useRef, useState } from 'react';
import type { EditableProductionField } from './productionChange.ts';
import { editTrigger } from './productionEditing.css.ts';

// The editors (React Aria's menu, combobox, popover and the writes) load on the first hover,
// focus or press of any trigger, so a production table's page stays light.
const editorLoader = intentLoader(() =>
  import('./ProductionEditor.tsx').then((module) => module.ProductionEditor),
);

export interface ProductionEditTriggerProps {
  readonly field: EditableProductionField;
  readonly productions: readonly EventProduction[];
  /** Names the button: 'Status: In Progress'. */
  readonly label: string;
  /** What it shows: the cell's badge or text, or the bulk action's name. */
  readonly children: ReactNode;
  /** A table cell's editor (out of the tab order: the cell is the stop), or a bulk bar's button. */
  readonly inCell?: boolean;
}

/** A button that opens the editor of one field for a production (a cell) or several (bulk). */
export function ProductionEditTrigger({
  field,
  productions,
  label,
  children,
  inCell = false,
}: ProductionEditTriggerProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const [isOpen, setOpen] = useState(false);
  const [Editor, load] = useIntentLoaded(editorLoader);
  const hasPopup = field === 'owner' || field === 'backup' || field === 'tags' ? 'dialog' : 'menu';
  return (
    <>
      <Button
        ref={triggerRef}
        id={triggerId}
        variant="ghost"
        size="sm"
        {...(inCell && { className: editTrigger })}
        aria-label={label}
        aria-haspopup={hasPopup}
        aria-expanded={isOpen}
        excludeFromTabOrder={inCell}
        data-cell-editor={inCell ? '' : undefined}
        onHoverStart={load}
        onFocus={load}
        onPress={() => {
          load();
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {isOpen && Editor !== null && (
        <Suspense fallback={null}>
          <Editor
            field={field}
            productions={productions}
            triggerRef={triggerRef}
            triggerId={triggerId}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
