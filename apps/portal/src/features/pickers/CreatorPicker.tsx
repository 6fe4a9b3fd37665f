import { useSelectedCreator, useSession } from '@airtime/api-client';
import { Avatar, Button, toast, useMenuButton } from '@airtime/design-system';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import * as styles from '../shell/shell.css.ts';

// React Aria's menu loads on the first hover, focus or press of the picker, not with the shell.
const loadMenu = () => import('./CreatorMenu.tsx');
const CreatorMenu = lazy(async () => ({ default: (await loadMenu()).CreatorMenu }));

/**
 * The creator app's choice of creator (spec §4), with a way to sign out: choosing another calls
 * the select endpoint; signing out clears the session and goes to login.
 */
export function CreatorPicker() {
  const navigate = useNavigate();
  const { logout } = useSession();
  const { items, selected, select, isLoading } = useSelectedCreator();
  const { triggerProps, popoverProps, hasOpened } = useMenuButton({ onIntent: loadMenu });
  const name = selected?.name ?? (isLoading ? 'Loading creators' : 'No creator');

  const signOut = () => {
    void logout()
      .catch(() => {})
      .then(() => navigate(href('login')));
  };
  const switchTo = (id: number) => {
    if (id === selected?.id) return;
    select(id).catch((error: Error) =>
      toast.error('The creator could not be selected.', { description: error.message }),
    );
  };

  return (
    <>
      <Button
        {...triggerProps}
        variant="ghost"
        size="sm"
        aria-label={`Creator: ${name}`}
        className={styles.creatorPicker}
      >
        <Avatar name={name} src={selected?.logo} size={6} aria-hidden="true" />
        <span className={styles.pickerName}>{name}</span>
        <ChevronDown aria-hidden="true" />
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <CreatorMenu
            {...popoverProps}
            items={items}
            selectedId={selected?.id}
            onSwitch={switchTo}
            onSignOut={signOut}
          />
        </Suspense>
      )}
    </>
  );
}
