import { Header, HeaderIconButton } from '@airtime/design-system';
import type { AppType, UserProfile } from '@airtime/domain';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { href } from '../../app/paths.ts';
import { useShellModals } from '../modals/shellModals.ts';
import { CommandPaletteButton } from '../palette/CommandPaletteButton.tsx';
import { BrandPicker } from '../pickers/BrandPicker.tsx';
import { CreatorPicker } from '../pickers/CreatorPicker.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { InboxLink } from './InboxLink.tsx';
import { ShellAccountMenu } from './ShellAccountMenu.tsx';
import * as styles from './shell.css.ts';

interface HeaderProps {
  readonly profile: UserProfile;
  /** False where the navigation is always docked (creators above sm). */
  readonly hasNavToggle: boolean;
}

function Wordmark({ appType }: { readonly appType: AppType }) {
  return (
    <Link to={href(`${appType}-home`)} className={styles.wordmark} aria-label="Airtime home">
      Airtime
    </Link>
  );
}

/** Agency header (spec §2): search, the command palette, the IOs with their count, the inbox and the account menu. */
export function AgencyHeader({ profile, hasNavToggle }: HeaderProps) {
  const { open } = useShellModals();
  return (
    <Header
      hasNavToggle={hasNavToggle}
      title={<HeaderSearch app="agency" />}
      actions={
        <>
          {profile.ios_count > 0 && (
            <HeaderIconButton
              label="IOs"
              icon={<FileText />}
              count={profile.ios_count}
              onPress={() => open('io')}
            />
          )}
          <CommandPaletteButton />
          <InboxLink appType="agency" count={profile.unread_notifications_count} />
          <ShellAccountMenu />
        </>
      }
    />
  );
}

/** Brand header (spec §2): logo, search, the brand picker, the inbox and the account menu. */
export function BrandHeader({ profile, hasNavToggle }: HeaderProps) {
  return (
    <Header
      hasNavToggle={hasNavToggle}
      title={
        <div className={styles.titleRow}>
          {/* On a phone the navigation drawer leads home: the switcher needs the room. */}
          <span className={styles.fromSm}>
            <Wordmark appType="brand" />
          </span>
          <HeaderSearch app="brand" />
        </div>
      }
      actions={
        <>
          <BrandPicker />
          {/* Ctrl/Cmd+K still opens the palette; a phone has the search instead. */}
          <span className={styles.fromSm}>
            <CommandPaletteButton />
          </span>
          <InboxLink appType="brand" count={profile.unread_notifications_count} />
          <ShellAccountMenu />
        </>
      }
    />
  );
}

/** Creator header: logo, the creator picker, the inbox and the account menu. */
export function CreatorHeader({ profile, hasNavToggle }: HeaderProps) {
  return (
    <Header
      hasNavToggle={hasNavToggle}
      title={
        // On a phone the navigation drawer leads home: the creator's name needs the room.
        <span className={styles.fromSm}>
          <Wordmark appType="creator" />
        </span>
      }
      actions={
        <>
          <CreatorPicker />
          <span className={styles.fromSm}>
            <CommandPaletteButton />
          </span>
          <InboxLink appType="creator" count={profile.unread_notifications_count} />
          <ShellAccountMenu />
        </>
      }
    />
  );
}
