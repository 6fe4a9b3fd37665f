import {
  Button,
  Dialog,
  Menu,
  MenuItem,
  MenuPopover,
  Popover,
  Stack,
} from '@airtime/design-system';
import type { EventProduction } from '@airtime/domain';
import { type RefObject, useId } from 'react';
import { UserPicker } from '../users/UserPicker.tsx';
import { type EditableProductionField, PRODUCTION_FIELD_LABELS } from './productionChange.ts';
import { NO_PROJECTION, PRODUCTION_MENU_CHOICES } from './productionChoices.ts';
import { TagsEditor } from './TagsEditor.tsx';
import { useSaveProductions } from './useSaveProductions.ts';

export interface ProductionEditorProps {
  readonly field: EditableProductionField;
  /** The production of a cell, or the selected ones of the bulk bar. */
  readonly productions: readonly EventProduction[];
  readonly triggerRef: RefObject<HTMLButtonElement | null>;
  /** The trigger's id: it names the menu. */
  readonly triggerId: string;
  readonly onClose: () => void;
}

/** The choice every production shares, checked in the menu ('' when they differ). */
function sharedChoice(
  field: 'status' | 'projection' | 'is_important',
  productions: readonly EventProduction[],
) {
  const ids = new Set(productions.map((production) => String(production[field] ?? NO_PROJECTION)));
  return ids.size === 1 ? [...ids][0] : undefined;
}

/**
 * The editor of one field of a production table, loaded on first use: a menu of choices (status,
 * projection, importance), a people search (owner, backup) or the tags; a choice is saved at once
 * for every production given (useSaveProductions), and the editor closes.
 */
export function ProductionEditor({
  field,
  productions,
  triggerRef,
  triggerId,
  onClose,
}: ProductionEditorProps) {
  const save = useSaveProductions();
  const menuId = useId();
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) onClose();
  };
  if (field === 'status' || field === 'projection' || field === 'is_important') {
    const choices = PRODUCTION_MENU_CHOICES[field];
    const shared = sharedChoice(field, productions);
    return (
      <MenuPopover
        triggerRef={triggerRef}
        triggerId={triggerId}
        menuId={menuId}
        isOpen
        onOpenChange={onOpenChange}
        focusStrategy={null}
      >
        <Menu
          items={choices}
          selectionMode="single"
          selectedKeys={shared === undefined ? [] : [shared]}
          onAction={(key) => {
            const choice = choices.find((item) => item.id === key);
            if (choice !== undefined) void save(productions, choice.change);
          }}
        >
          {(choice) => <MenuItem id={choice.id}>{choice.label}</MenuItem>}
        </Menu>
      </MenuPopover>
    );
  }
  const label = PRODUCTION_FIELD_LABELS[field];
  const [first] = productions;
  return (
    <Popover triggerRef={triggerRef} isOpen onOpenChange={onOpenChange} placement="bottom start">
      <Dialog aria-label={productions.length === 1 ? label : `${label} of the selected`}>
        {field === 'tags' ? (
          <TagsEditor productions={productions} save={save} />
        ) : (
          <Stack space="sm" align="start">
            <UserPicker
              label={label}
              autoFocus
              current={productions.length === 1 ? first?.[field]?.user : undefined}
              onChoose={(user) => {
                void save(productions, { field, user });
                onClose();
              }}
            />
            {productions.some((production) => production[field] !== undefined) && (
              <Button
                variant="ghost"
                size="sm"
                onPress={() => {
                  void save(productions, { field, user: null });
                  onClose();
                }}
              >
                {`Remove the ${label.toLowerCase()}`}
              </Button>
            )}
          </Stack>
        )}
      </Dialog>
    </Popover>
  );
}
