import { useSelectedCreator, useSession } from '@airtime/api-client';
import {
  Avatar,
  Button,
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  toast,
} from '@airtime/design-system';
import { Check, ChevronDown, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';

const SIGN_OUT = 'sign-out';

/**
 * The creator app's choice of creator (spec §4), with a way to sign out: choosing another calls
 * the select endpoint; signing out clears the session and goes to login.
 */
export function CreatorPicker() {
  const navigate = useNavigate();
  const { logout } = useSession();
  const { items, selected, select, isLoading } = useSelectedCreator();
  const name = selected?.name ?? (isLoading ? 'Loading creators' : 'No creator');

  const act = (key: string | number) => {
    if (key === SIGN_OUT) {
      void logout()
        .catch(() => {})
        .then(() => navigate(href('login')));
      return;
    }
    const id = Number(key);
    if (id === selected?.id) return;
    select(id).catch((error: Error) =>
      toast.error('The creator could not be selected.', { description: error.message }),
    );
  };

  return (
    <MenuTrigger placement="bottom end">
      <Button variant="ghost" size="sm" aria-label={`Creator: ${name}`}>
        <Avatar name={name} src={selected?.logo} size={6} aria-hidden="true" />
        {name}
        <ChevronDown aria-hidden="true" />
      </Button>
      <Menu aria-label="Creators" onAction={act}>
        <MenuSection aria-label="Switch creator" items={items}>
          {(creator) => (
            <MenuItem
              id={creator.id}
              textValue={creator.name}
              icon={creator.id === selected?.id ? <Check /> : <span />}
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
    </MenuTrigger>
  );
}
