import type { HTMLAttributes, Ref } from 'react';
import { avatar } from '../Avatar/Avatar.css.ts';
import { Avatar } from '../Avatar/Avatar.tsx';
import type { AvatarSize } from '../Avatar/avatarSizes.ts';
import { formatNumber } from '../format/formatNumber.ts';
import { cx } from '../utils/cx.ts';
import {
  type AvatarGroupVariants,
  avatarGroup,
  avatarGroupFocusable,
  avatarGroupItem,
  avatarGroupOverflow,
} from './AvatarGroup.css.ts';

/** One person in an AvatarGroup. */
export interface AvatarGroupPerson {
  /** A stable key; the name is used when absent. */
  id?: string | number | undefined;
  /** The accessible name, and the source of the initials. */
  name: string;
  /** The picture, if any. */
  src?: string | null | undefined;
  /** Draws the impersonation ring on this one. */
  isImpersonating?: boolean | undefined;
}

export interface AvatarGroupProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role' | 'aria-label'>,
    AvatarGroupVariants {
  /** Who is in the group, in display order. */
  people: readonly AvatarGroupPerson[];
  /** What the group is, for screen readers ("Assignees"): the group's accessible name. */
  label: string;
  /**
   * How many avatars show before the rest collapse into a "+N" bubble.
   * @default 4
   */
  max?: number | undefined;
  /**
   * The real head count when `people` holds only the first few (a server-side list): the "+N"
   * counts from it.
   * @default people.length
   */
  total?: number | undefined;
  /**
   * Diameter of every avatar, in the spec's 4 px units.
   * @default 8
   */
  size?: AvatarSize | undefined;
  /**
   * `tight` overlaps each avatar a quarter over the previous one; `none` spaces them apart.
   * @default 'tight'
   */
  overlap?: AvatarGroupVariants['overlap'];
  /**
   * Announces the row as one image named by `label` (its avatars are its picture), ringed on
   * keyboard focus: what `AvatarGroupTooltip` makes a tooltip's focusable trigger of.
   * @default false
   */
  isImage?: boolean | undefined;
  /**
   * The root `<div>`.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A row of overlapping avatars with a "+N" bubble for the rest, announced as a named group (or,
 * with `isImage`, as one image named by its label).
 */
export function AvatarGroup({
  people,
  label,
  max = 4,
  total,
  size = 8,
  overlap,
  isImage = false,
  className,
  ...props
}: AvatarGroupProps) {
  const shown = people.slice(0, Math.max(0, max));
  const hidden = people.slice(shown.length);
  const extra = Math.max(0, (total ?? people.length) - shown.length);
  const hiddenNames = hidden.map((person) => person.name).join(', ');
  const extraLabel = hiddenNames ? `${extra} more: ${hiddenNames}` : `${extra} more`;

  const avatars = (
    <>
      {shown.map((person) => (
        <Avatar
          key={person.id ?? person.name}
          name={person.name}
          src={person.src}
          isImpersonating={person.isImpersonating}
          size={size}
          className={avatarGroupItem}
          // Inside the image that `label` names, the faces are its picture.
          aria-hidden={isImage || undefined}
        />
      ))}
      {extra > 0 && (
        <span
          role="img"
          aria-label={extraLabel}
          aria-hidden={isImage || undefined}
          title={isImage ? undefined : hiddenNames || undefined}
          className={cx(avatar({ size }), avatarGroupItem, avatarGroupOverflow)}
        >
          <span aria-hidden="true">+{formatNumber(extra, { compact: true })}</span>
        </span>
      )}
    </>
  );

  if (isImage)
    return (
      <div
        {...props}
        role="img"
        aria-label={label}
        className={cx(avatarGroup({ overlap }), avatarGroupFocusable, className)}
      >
        {avatars}
      </div>
    );

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of images, not of form controls (fieldset).
    <div
      {...props}
      role="group"
      aria-label={label}
      className={cx(avatarGroup({ overlap }), className)}
    >
      {avatars}
    </div>
  );
}
