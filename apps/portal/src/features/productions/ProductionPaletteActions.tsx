import { type EventProduction, PROJECTION_TITLES } from '@airtime/domain';
import { Flag, Gauge, Star } from 'lucide-react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { type PaletteAction, usePaletteActions } from '../palette/paletteActions.tsx';
import type { ProductionChange } from './productionChange.ts';
import { PRODUCTION_MENU_CHOICES } from './productionChoices.ts';
import { useSaveProductions } from './useSaveProductions.ts';

/** 'Set projection High', 'Set status Scheduled', 'Mark important'. */
function actionLabel(change: ProductionChange, choiceLabel: string): string {
  switch (change.field) {
    case 'projection':
      return change.projection === null
        ? 'Clear projection'
        : `Set projection ${PROJECTION_TITLES[change.projection]}`;
    case 'is_important':
      return change.is_important ? 'Mark important' : 'Mark not important';
    default:
      return `Set status ${choiceLabel}`;
  }
}

const ICONS = { status: <Flag />, projection: <Gauge />, is_important: <Star /> } as const;

/**
 * Offers the bulk bar's status, projection and importance choices for the selected productions
 * in the command palette, saved as their menus save them. Renders nothing; loaded with the bar's
 * first showing.
 */
export function ProductionPaletteActions({
  productions,
}: {
  readonly productions: readonly EventProduction[];
}) {
  const mayWrite = useMayWrite();
  const save = useSaveProductions();
  const [only] = productions;
  const target =
    productions.length === 1 && only !== undefined
      ? `Production of event ${only.event_id}`
      : `${productions.length} productions`;
  const actions: PaletteAction[] =
    !mayWrite || productions.length === 0
      ? []
      : (['projection', 'status', 'is_important'] as const).flatMap((field) =>
          PRODUCTION_MENU_CHOICES[field].map((choice) => ({
            id: `production:${field}:${choice.id}`,
            label: actionLabel(choice.change, choice.label),
            description: target,
            icon: ICONS[field],
            keywords: [choice.label],
            run: () => void save(productions, choice.change),
          })),
        );
  usePaletteActions(actions);
  return null;
}
