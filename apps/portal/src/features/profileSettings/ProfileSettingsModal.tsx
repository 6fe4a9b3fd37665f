import { useSessionState } from '@airtime/api-client';
import { Dialog, type ManagedModalProps, Modal, Stack } from '@airtime/design-system';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';

/** The account menu's Settings (spec §2): the own name and avatar, and the password. */
export function ProfileSettingsModal(modal: ManagedModalProps) {
  const { profile } = useSessionState();
  return (
    <Modal {...modal}>
      <Dialog title="Profile settings">
        {profile !== null && (
          <Stack space="xl">
            <ProfileForm key={profile.id} profile={profile} />
            <PasswordForm />
          </Stack>
        )}
      </Dialog>
    </Modal>
  );
}
