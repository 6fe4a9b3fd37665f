import { useCreateSavedView, useSavedViews, useUpdateSavedView } from '@airtime/api-client';
import { Checkbox, type ManagedModalProps, TextField, text, toast } from '@airtime/design-system';
import {
  getSavedViewNameError,
  SAVED_VIEW_NAME_MAX,
  SAVED_VIEW_VERSION,
  type SavedView,
} from '@airtime/domain';
import { FormModal } from '../forms/FormModal.tsx';
import { FormModalPending } from '../forms/FormModalPending.tsx';
import { useFormValues } from '../forms/useFormValues.ts';

export interface SaveViewModalProps extends ManagedModalProps {
  /** The list's id ('agency-planning'). */
  readonly list: string;
  /** What to save: the list's sort and filters as a query, when saving a new view. */
  readonly query?: string;
  /** The view to rename; without it, a new view is saved. */
  readonly viewId?: number;
}

/**
 * `Save view…` of a list's Views (issue 23): the name to save what the list shows under, and
 * whether it opens with the list; with `viewId`, renaming that view. Any user keeps views of their
 * own, Read Only too: a view changes nothing of the agency's.
 */
export function SaveViewModal({ list, query = '', viewId, ...modal }: SaveViewModalProps) {
  const views = useSavedViews(list);
  if (viewId === undefined)
    return <ViewForm {...modal} list={list} query={query} views={views.data} />;
  const view = views.data?.find((candidate) => candidate.id === viewId);
  if (view === undefined)
    return (
      <FormModalPending
        {...modal}
        title="Rename view"
        noun="view"
        missing={views.data !== undefined}
        error={views.error}
      />
    );
  return <ViewForm {...modal} list={list} query={query} views={views.data} view={view} />;
}

function ViewForm({
  list,
  query,
  views,
  view,
  ...modal
}: ManagedModalProps & {
  readonly list: string;
  readonly query: string;
  readonly views: readonly SavedView[] | undefined;
  readonly view?: SavedView;
}) {
  const create = useCreateSavedView();
  const update = useUpdateSavedView();
  const form = useFormValues({ name: view?.name ?? '', is_default: false });

  async function save() {
    const others = (views ?? [])
      .filter((other) => other.id !== view?.id)
      .map((other) => other.name);
    const error = getSavedViewNameError(form.values.name, others);
    if (!form.check(error === null ? {} : { name: error })) return;
    const name = form.values.name.trim();
    try {
      if (view === undefined) {
        await create.trigger({
          body: {
            list,
            name,
            query,
            version: SAVED_VIEW_VERSION,
            is_default: form.values.is_default,
          },
        });
        toast.success(`Saved the view “${name}”.`);
      } else {
        await update.trigger({ params: { id: view.id }, body: { name } });
        toast.success(`Renamed the view to “${name}”.`);
      }
      modal.onOpenChange(false);
    } catch (refusal) {
      // The name stays as typed, with the server's reason under it.
      form.refuse(refusal);
    }
  }

  return (
    <FormModal
      {...modal}
      title={view === undefined ? 'Save view' : `Rename “${view.name}”`}
      submitLabel={view === undefined ? 'Save view' : 'Rename view'}
      onSubmit={() => void save()}
      isPending={create.isMutating || update.isMutating}
      formError={form.errors.form}
      mayWrite
    >
      {view === undefined && (
        <p className={text({ tone: 'subtle' })}>
          Saves this list's filters and sort under a name, for you to apply again or share as a
          link.
        </p>
      )}
      <TextField
        label="Name"
        isRequired
        autoFocus
        description={`Up to ${SAVED_VIEW_NAME_MAX} characters.`}
        {...form.text('name')}
      />
      {view === undefined && (
        <Checkbox isSelected={form.values.is_default} onChange={form.change('is_default')}>
          Open this list with this view
        </Checkbox>
      )}
    </FormModal>
  );
}
