import { Button, useMenuButton } from '@airtime/design-system';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { RowAction } from './RowActionsPopover.tsx';

export type { RowAction } from './RowActionsPopover.tsx';

// React Aria's menu loads on the first hover, focus or press of a row's button, not with the page.
const loadPopover = () => import('./RowActionsPopover.tsx');
const RowActionsPopover = lazy(async () => ({
  default: (await loadPopover()).RowActionsPopover,
}));

/**
 * A row's actions as a button in its cell (its own tab stop) opening a menu. Lists add their
 * actions to `actions` (status moves, and whatever else a row offers); nothing shows when none.
 */
export function RowActionsMenu({
  buttonLabel,
  label,
  actions,
  onAction,
}: {
  /** The button's text: 'Move', 'Actions'. */
  readonly buttonLabel: string;
  /** What the button and menu are for screen readers: 'Move the payout of Jane for October 2026'. */
  readonly label: string;
  readonly actions: readonly RowAction[];
  readonly onAction: (id: string) => void;
}) {
  const { triggerProps, popoverProps, hasOpened } = useMenuButton({ onIntent: loadPopover });
  if (actions.length === 0) return null;
  return (
    <>
      <Button {...triggerProps} variant="ghost" size="sm" aria-label={label}>
        {buttonLabel}
        <ChevronDown aria-hidden size={14} />
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <RowActionsPopover
            {...popoverProps}
            label={label}
            actions={actions}
            onAction={onAction}
          />
        </Suspense>
      )}
    </>
  );
}
