import { Menu, type MenuButtonPopoverProps, MenuItem, MenuPopover } from '@airtime/design-system';

/** One action of a row's menu: a status move, or any other action a list adds. */
export interface RowAction {
  readonly id: string;
  readonly label: string;
  readonly tone?: 'critical';
}

interface RowActionsPopoverProps extends MenuButtonPopoverProps {
  readonly label: string;
  readonly actions: readonly RowAction[];
  readonly onAction: (id: string) => void;
}

/** A row's actions menu (loaded on first use of its button). */
export function RowActionsPopover({
  label,
  actions,
  onAction,
  ...popover
}: RowActionsPopoverProps) {
  return (
    <MenuPopover {...popover} placement="bottom end">
      <Menu aria-label={label} onAction={(key) => onAction(String(key))} items={actions}>
        {(action) => (
          <MenuItem id={action.id} {...(action.tone === undefined ? {} : { tone: action.tone })}>
            {action.label}
          </MenuItem>
        )}
      </Menu>
    </MenuPopover>
  );
}
