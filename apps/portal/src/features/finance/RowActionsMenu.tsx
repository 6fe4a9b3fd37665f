import { Button, Menu, MenuItem, MenuTrigger } from '@airtime/design-system';
import { ChevronDown } from 'lucide-react';

/** One action of a row's menu: a status move, or any other action a list adds. */
export interface RowAction {
  readonly id: string;
  readonly label: string;
  readonly tone?: 'critical';
}

/**
 * A row's actions as a button in its cell (its own tab stop, as RelationshipDecisionMenu) opening
 * a menu. Lists add their actions to `actions`; nothing shows when there are none.
 */
export function RowActionsMenu({
  buttonLabel,
  label,
  actions,
  onAction,
}: {
  /** The button's text: 'Move', 'Actions'. */
  readonly buttonLabel: string;
  /** What the button and menu are for screen readers: 'Move payout of Jane for October 2026'. */
  readonly label: string;
  readonly actions: readonly RowAction[];
  readonly onAction: (id: string) => void;
}) {
  if (actions.length === 0) return null;
  return (
    <MenuTrigger placement="bottom end">
      <Button variant="ghost" size="sm" aria-label={label}>
        {buttonLabel}
        <ChevronDown aria-hidden size={14} />
      </Button>
      <Menu aria-label={label} onAction={(key) => onAction(String(key))} items={actions}>
        {(action) => (
          <MenuItem id={action.id} {...(action.tone === undefined ? {} : { tone: action.tone })}>
            {action.label}
          </MenuItem>
        )}
      </Menu>
    </MenuTrigger>
  );
}
