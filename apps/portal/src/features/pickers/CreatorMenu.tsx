import {
  Menu,
  type MenuButtonPopoverProps,
  MenuItem,
  MenuPopover,
  MenuSection,
  MenuSeparator,
} from '@airtime/design-system';
import type { SelectableCreator } from '@airtime/domain';
import { Check, LogOut } from 'lucide-react';

const SIGN_OUT = 'sign-out';

interface CreatorMenuProps extends MenuButtonPopoverProps {
  readonly items: readonly SelectableCreator[];
  readonly selectedId: number | undefined;
  readonly onSwitch: (creatorId: number) => void;
  readonly onSignOut: () => void;
}

/** The creator picker's menu: the creators to switch to, then Sign out (loaded on first use). */
export function CreatorMenu({
  items,
  selectedId,
  onSwitch,
  onSignOut,
  ...popover
}: CreatorMenuProps) {
  return (
    <MenuPopover {...popover} placement="bottom end">
      <Menu
        aria-label="Creators"
        onAction={(key) => (key === SIGN_OUT ? onSignOut() : onSwitch(Number(key)))}
      >
        <MenuSection aria-label="Switch creator" items={items}>
          {(creator) => (
            <MenuItem
              id={creator.id}
              textValue={creator.name}
              icon={creator.id === selectedId ? <Check /> : <span />}
            >
              {creator.name}
            </MenuItem>
          )}
        </MenuSection>
        <MenuSeparator />
        <MenuItem id={SIGN_OUT} icon={<LogOut />}>
          Sign out
        </MenuItem>
      </Menu>
    </MenuPopover>
  );
}
