import type { ProductionUpdateInput } from '@airtime/api-client';
import type {
  Assignee,
  EventProduction,
  EventProductionStatus,
  Projection,
  Tag,
  UserSummary,
} from '@airtime/domain';

/** The fields a production table edits in place, alone or for the selected rows. */
export const EDITABLE_PRODUCTION_FIELDS = [
  'status',
  'projection',
  'owner',
  'backup',
  'is_important',
  'tags',
] as const;

export type EditableProductionField = (typeof EDITABLE_PRODUCTION_FIELDS)[number];

/** What the editors' labels call each field. */
export const PRODUCTION_FIELD_LABELS: Record<EditableProductionField, string> = {
  status: 'Status',
  projection: 'Projection',
  owner: 'Owner',
  backup: 'Backup',
  is_important: 'Important',
  tags: 'Tags',
};

/** One edit, with the records it shows (a user, tags) so the row can show it before the answer. */
export type ProductionChange =
  | { readonly field: 'status'; readonly status: EventProductionStatus }
  | { readonly field: 'projection'; readonly projection: Projection | null }
  | { readonly field: 'is_important'; readonly is_important: boolean }
  | { readonly field: 'owner' | 'backup'; readonly user: UserSummary | null }
  | { readonly field: 'tags'; readonly tags: readonly Tag[] };

/** The body of the PUT (one or the batch) that makes the change. */
export function toProductionInput(change: ProductionChange): ProductionUpdateInput {
  switch (change.field) {
    case 'status':
      return { status: change.status };
    case 'projection':
      return { projection: change.projection };
    case 'is_important':
      return { is_important: change.is_important };
    case 'owner':
      return { owner_id: change.user?.id ?? null };
    case 'backup':
      return { backup_id: change.user?.id ?? null };
    case 'tags':
      return { tag_ids: change.tags.map((tag) => tag.id) };
  }
}

function assigneeOf(
  production: EventProduction,
  type: 'owner' | 'backup',
  user: UserSummary | null,
): Assignee | undefined {
  if (user === null) return undefined;
  const current = production[type];
  // The server gives the assignee its id; until then the current one's (or none) stands in.
  return {
    id: current?.id ?? 0,
    user_id: user.id,
    type,
    subject_type: 'event_production',
    subject_id: production.id,
    created_at: current?.created_at ?? '',
    user,
  };
}

/** The production as it will be once the change is saved (what the row shows meanwhile). */
export function applyProductionChange(
  production: EventProduction,
  change: ProductionChange,
): EventProduction {
  switch (change.field) {
    case 'status':
      return { ...production, status: change.status };
    case 'projection':
      return { ...production, projection: change.projection };
    case 'is_important':
      return { ...production, is_important: change.is_important };
    case 'owner':
    case 'backup': {
      const { [change.field]: _previous, ...rest } = production;
      const assignee = assigneeOf(production, change.field, change.user);
      return assignee === undefined ? rest : { ...rest, [change.field]: assignee };
    }
    case 'tags':
      return { ...production, tags: change.tags };
  }
}

/** The changed field put back as it was in `original` (a failed save's rollback). */
export function restoreProductionField(
  production: EventProduction,
  original: EventProduction,
  field: EditableProductionField,
): EventProduction {
  if (field === 'owner' || field === 'backup' || field === 'tags') {
    const { [field]: _changed, ...rest } = production;
    return original[field] === undefined ? rest : { ...rest, [field]: original[field] };
  }
  return { ...production, [field]: original[field] };
}

/** What a failure toast says could not be done: 'set the status of 3 productions'. */
export function describeProductionChange(change: ProductionChange, count: number): string {
  const what = count === 1 ? 'the production' : `${count} productions`;
  const field = PRODUCTION_FIELD_LABELS[change.field].toLowerCase();
  return change.field === 'tags' ? `change the tags of ${what}` : `set the ${field} of ${what}`;
}
