// Stories only: the menus the stories open, kept apart so the stories stay readable.
import { Archive, Copy, Ellipsis, Pencil, Settings, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Selection as SelectedKeys } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { popover, popoverContent } from '../Popover/Popover.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { menuItem } from './Menu.css.ts';
import { Menu, type MenuProps, MenuTrigger } from './Menu.tsx';
import { MenuItem } from './MenuItem.tsx';
import { MenuSection, MenuSeparator } from './MenuSection.tsx';

/** The row actions of a campaign: icons, shortcuts, a disabled and a critical item. */
export function CampaignActions(args: MenuProps<object>) {
  return (
    <MenuTrigger>
      <IconButton label="Campaign actions" icon={<Ellipsis />} variant="secondary" />
      <Menu {...args} aria-label="Campaign actions">
        <MenuItem id="edit" icon={<Pencil />} shortcut="E">
          Edit
        </MenuItem>
        <MenuItem id="duplicate" icon={<Copy />} shortcut="⌘D">
          Duplicate
        </MenuItem>
        <MenuItem id="archive" icon={<Archive />} isDisabled>
          Archive
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" icon={<Trash2 />} tone="critical">
          Delete campaign
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

/** A single-choice menu, its choice kept in state. */
export function SortMenu() {
  const [sort, setSort] = useState<SelectedKeys>(new Set(['air_date']));
  return (
    <MenuTrigger>
      <Button>Sort</Button>
      <Menu selectionMode="single" selectedKeys={sort} onSelectionChange={setSort}>
        <MenuItem id="air_date">Air date</MenuItem>
        <MenuItem id="brand">Brand</MenuItem>
        <MenuItem id="amount">Amount</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

/** Menus shown inline on the popover surface, for the visual baseline of both themes. */
export function MenuPreviews(args: MenuProps<object>) {
  return (
    <div className={sprinkles({ display: 'flex', gap: 'lg', alignItems: 'flex-start' })}>
      <div className={popover({ padding: 'none' })}>
        <div className={popoverContent}>
          <Menu {...args} aria-label="Campaign actions (preview)">
            <MenuItem id="edit" icon={<Pencil />} shortcut="E">
              Edit
            </MenuItem>
            <MenuItem id="copy" icon={<Copy />} shortcut="⌘D">
              Duplicate
            </MenuItem>
            <MenuItem id="archive" icon={<Archive />} isDisabled>
              Archive (disabled)
            </MenuItem>
            <MenuSeparator />
            {variantOptions(menuItem, 'tone').map((tone) => (
              <MenuItem key={tone} id={tone} tone={tone} icon={<Trash2 />}>
                {`Tone ${tone}`}
              </MenuItem>
            ))}
          </Menu>
        </div>
      </div>
      <div className={popover({ padding: 'none' })}>
        <div className={popoverContent}>
          <Menu
            {...args}
            aria-label="Sort by (preview)"
            selectionMode="single"
            defaultSelectedKeys={['brand']}
          >
            <MenuSection title="Sort by">
              <MenuItem id="air_date">Air date</MenuItem>
              <MenuItem id="brand">Brand</MenuItem>
            </MenuSection>
            <MenuSection title="Account">
              <MenuItem id="settings" icon={<Settings />} shortcut="⌘,">
                Settings
              </MenuItem>
            </MenuSection>
          </Menu>
        </div>
      </div>
    </div>
  );
}
