import { useSessionState } from '@airtime/api-client';
import { Dialog, type ManagedModalProps, Modal } from '@airtime/design-system';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import * as styles from './settings.css.ts';

/** The account menu's Settings (spec §2): the own name and avatar, and the password. */
export function ProfileSettingsModal(modal: ManagedModalProps) {
  const { profile } = useSessionState();
  return (
    <Modal {...modal}>
      <Dialog title="Profile settings">
        {profile !== null && (
          <div className={styles.sections}>
            <ProfileForm key={profile.id} profile={profile} />
            <PasswordForm />
          </div>
        )}
      </Dialog>
    </Modal>
  );
}
