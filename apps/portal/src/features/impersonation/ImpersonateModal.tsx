import { useImpersonation, useUserSearch } from '@airtime/api-client';
import {
  Button,
  ComboBox,
  ComboBoxItem,
  Dialog,
  type ManagedModalProps,
  Modal,
} from '@airtime/design-system';
import { getUserHome, type UserProfile } from '@airtime/domain';
import { type FormEvent, useState } from 'react';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import { useDebouncedValue } from '../search/useDebouncedValue.ts';
import { pageReload } from '../shell/pageReload.ts';

const FORM_ID = 'impersonate-form';
const FIELDS = ['user_id'] as const;

/**
 * Chooses a user to act as (spec §2, §6): a "User" combobox searching users, and "Impersonate",
 * which reloads to that user's home.
 */
export function ImpersonateModal(modal: ManagedModalProps) {
  const { start, isPending } = useImpersonation();
  const [text, setText] = useState('');
  const [userId, setUserId] = useState<number | null>(null);
  const { errors, refuse, clear } = useFormErrors(FIELDS);
  const query = useDebouncedValue(text);
  // Frozen once Impersonate is pressed: a search the debounce sends after the switch would go out
  // as the impersonated user, who may not search users (a 403 from an agency-only call).
  const [frozenQuery, setFrozenQuery] = useState<string | null>(null);
  const search = useUserSearch(frozenQuery ?? query);
  const users = search.results.map((user) => ({
    id: user.id,
    name: `${user.firstname} ${user.lastname}`,
    email: user.email,
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (userId === null) return;
    setFrozenQuery(query);
    let user: UserProfile;
    try {
      // The page reloads as the user: until then it stays the real user's (its reads as the
      // impersonated user would be refused: an agency home's, for a brand user).
      user = await start(userId, { reloading: true });
    } catch (error) {
      setFrozenQuery(null);
      refuse(error);
      return;
    }
    pageReload.to(getUserHome(user));
  };

  const typing = text.trim() !== '' && (text.trim() !== query.trim() || search.isLoading);
  // The one field shows any refusal, the server's word on the user or not.
  const message = errors.fields.user_id ?? errors.form;
  return (
    <Modal {...modal} size="sm">
      <Dialog
        title="Impersonate a user"
        footer={
          <>
            <Button slot="close">Cancel</Button>
            <Button
              type="submit"
              form={FORM_ID}
              variant="primary"
              isDisabled={userId === null}
              isPending={isPending}
            >
              Impersonate
            </Button>
          </>
        }
      >
        <form id={FORM_ID} onSubmit={(event) => void submit(event)}>
          <ComboBox
            label="User"
            description="Search by name or email; you will see Airtime as they do."
            items={users}
            filter={false}
            getItemText={(user) => user.name}
            inputValue={text}
            onInputChange={(next) => {
              setText(next);
              clear('user_id');
            }}
            value={userId}
            onChange={(key) => {
              setUserId(key === null ? null : Number(key));
              clear('user_id');
            }}
            isLoading={typing}
            emptyText={text.trim() === '' ? 'Type a name or email.' : 'No users found.'}
            {...fieldErrorProps(message)}
          >
            {(user) => (
              <ComboBoxItem id={user.id} textValue={user.name} description={user.email}>
                {user.name}
              </ComboBoxItem>
            )}
          </ComboBox>
        </form>
      </Dialog>
    </Modal>
  );
}
