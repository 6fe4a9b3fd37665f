import { useDeleteSavedView, useUpdateSavedView } from '@airtime/api-client';
import {
  ConfirmDialog,
  Menu,
  type MenuButtonPopoverProps,
  MenuItem,
  MenuPopover,
  MenuSection,
  text,
  toast,
} from '@airtime/design-system';
import {
  applySavedView,
  encodeSavedView,
  getSavedViewState,
  type SavedView,
  type SavedViewList,
} from '@airtime/domain';
import { Check, Link, Pencil, Plus, RotateCw, Star, StarOff, Trash2 } from 'lucide-react';
import type { Key } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useShellModals } from '../modals/shellModals.ts';
import { toastWriteFailure } from '../writes/toastWriteFailure.ts';
import { type ReadView, savedViewUrl, toastViewNotices } from './savedViewLinks.ts';
import * as styles from './savedViews.css.ts';

interface SavedViewsMenuProps extends MenuButtonPopoverProps {
  readonly list: SavedViewList;
  readonly views: readonly ReadView[];
  /** The view the list shows, if it shows one. */
  readonly current: ReadView | undefined;
  readonly isLoading: boolean;
  readonly error: Error | undefined;
  readonly onRetry: () => void;
  readonly onDelete: (view: SavedView) => void;
}

/**
 * The Views menu (loaded on first use): the user's views to apply, the one shown checked; then
 * what can be done with that view (copy its link, make it the default or not, rename, delete);
 * then saving what the list shows.
 */
export function SavedViewsMenu({
  list,
  views,
  current,
  isLoading,
  error,
  onRetry,
  onDelete,
  ...popover
}: SavedViewsMenuProps) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const modals = useShellModals();
  const update = useUpdateSavedView();

  function apply({ read }: ReadView) {
    toastViewNotices(read);
    if (read.ok) setParams((current) => applySavedView(current, list, read.state));
  }

  async function copyLink({ view, read }: ReadView) {
    const url = savedViewUrl(pathname, list, read, window.location.origin);
    if (url === null) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(`Link to “${view.name}” copied.`);
    } catch {
      // A browser that refuses the clipboard: the link is in the toast, to copy by hand.
      toast.info(`The link to “${view.name}”:`, { description: url, timeout: null });
    }
  }

  async function setDefault(view: SavedView, isDefault: boolean) {
    try {
      await update.trigger({ params: { id: view.id }, body: { is_default: isDefault } });
      toast.success(
        isDefault
          ? `“${view.name}” opens when you open this list.`
          : `“${view.name}” is no longer your default.`,
      );
    } catch (failure) {
      toastWriteFailure(isDefault ? 'set the default view' : 'clear the default view', failure);
    }
  }

  function saveView() {
    // What the list shows now, in the newest format (the domain's encoding): the modal saves it
    // under the name the user gives it.
    const { query } = encodeSavedView(list.list, '', getSavedViewState(params, list));
    modals.open('save-view', { list: list.list, query });
  }

  const onAction = (key: Key) => {
    const id = String(key);
    const chosen = views.find(({ view }) => `view-${view.id}` === id);
    if (chosen !== undefined) return apply(chosen);
    if (id === 'save') return saveView();
    if (id === 'retry') return onRetry();
    if (current === undefined) return;
    const { view } = current;
    if (id === 'copy') void copyLink(current);
    else if (id === 'default') void setDefault(view, !view.is_default);
    else if (id === 'rename') modals.open('save-view', { list: list.list, viewId: view.id });
    else if (id === 'delete') onDelete(view);
  };

  return (
    <MenuPopover {...popover} placement="bottom end">
      <Menu onAction={onAction} className={styles.menu}>
        <MenuSection title="Your views">
          {isLoading ? (
            <MenuItem id="loading" isDisabled>
              Loading your views…
            </MenuItem>
          ) : error !== undefined ? (
            <MenuItem id="retry" icon={<RotateCw />}>
              Couldn't load your views. Try again
            </MenuItem>
          ) : views.length === 0 ? (
            <MenuItem id="empty" isDisabled>
              No saved views on this list yet.
            </MenuItem>
          ) : (
            views.map((entry) => (
              <MenuItem
                key={entry.view.id}
                id={`view-${entry.view.id}`}
                textValue={entry.view.name}
                icon={entry === current ? <Check /> : <span />}
              >
                {entry.view.name}
                {entry === current && (
                  <span className={text({ tone: 'subtle', size: 'sm' })}> · shown</span>
                )}
                {entry.view.is_default && (
                  <span className={text({ tone: 'subtle', size: 'sm' })}> · default</span>
                )}
              </MenuItem>
            ))
          )}
        </MenuSection>
        {current !== undefined && (
          <MenuSection title={`“${current.view.name}”`}>
            <MenuItem id="copy" icon={<Link />}>
              Copy link
            </MenuItem>
            <MenuItem id="default" icon={current.view.is_default ? <StarOff /> : <Star />}>
              {current.view.is_default ? 'Clear default' : 'Set as default'}
            </MenuItem>
            <MenuItem id="rename" icon={<Pencil />}>
              Rename…
            </MenuItem>
            <MenuItem id="delete" icon={<Trash2 />} tone="critical">
              Delete…
            </MenuItem>
          </MenuSection>
        )}
        <MenuSection aria-label="Save">
          <MenuItem id="save" icon={<Plus />}>
            Save view…
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuPopover>
  );
}

/** Asks before a view is deleted; a refusal stays in the dialog with its reason. */
export function DeleteViewDialog({
  view,
  onClose,
}: {
  readonly view: SavedView;
  readonly onClose: () => void;
}) {
  const remove = useDeleteSavedView();
  return (
    <ConfirmDialog
      isOpen
      onCancel={onClose}
      title={`Delete the view “${view.name}”?`}
      message={`It leaves your views of this list${view.is_default ? ', and the list opens unfiltered again' : ''}. Links already shared keep working: they hold the filters themselves.`}
      confirmLabel="Delete view"
      pendingLabel="Deleting"
      tone="critical"
      onConfirm={async () => {
        await remove.trigger({ params: { id: view.id } });
        toast.success(`Deleted “${view.name}”.`);
        onClose();
      }}
    />
  );
}
