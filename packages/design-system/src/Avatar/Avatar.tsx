import { User } from 'lucide-react';
import { type HTMLAttributes, type Ref, useState } from 'react';
import { cx } from '../utils/cx.ts';
import {
  type AvatarVariants,
  avatar,
  avatarFallback,
  avatarIcon,
  avatarImage,
} from './Avatar.css.ts';
import { type AvatarSize, initialsFor } from './avatarSizes.ts';
import { getInitials } from './getInitials.ts';

export type { AvatarSize };

export interface AvatarProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'>,
    AvatarVariants {
  /** The person's or organisation's name: the accessible name, and the source of the initials. */
  name: string;
  /**
   * The picture. Without one, or when it fails to load, the initials of the first two words of
   * `name` show instead (one initial below size 6).
   * @default undefined
   */
  src?: string | null | undefined;
  /**
   * Diameter in the spec's 4 px units: 4 is 16 px, 8 is 32 px, 10 is 40 px, 30 is 120 px.
   * @default 8
   */
  size?: AvatarSize | undefined;
  /**
   * Draws the red ring of impersonation and adds `impersonationLabel` to the accessible name.
   * @default false
   */
  isImpersonating?: boolean | undefined;
  /**
   * What screen readers hear after the name while impersonating.
   * @default 'Impersonation on'
   */
  impersonationLabel?: string | undefined;
  /**
   * The root `<span>`.
   * @default undefined
   */
  ref?: Ref<HTMLSpanElement>;
}

/** A round picture of a person or organisation, falling back to initials, announced by name. */
export function Avatar({
  name,
  src,
  size = 8,
  isImpersonating = false,
  impersonationLabel = 'Impersonation on',
  className,
  ...props
}: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const initials = getInitials(name, initialsFor(size));
  const label = isImpersonating ? `${name}, ${impersonationLabel}` : name;

  return (
    <span
      {...props}
      role="img"
      aria-label={label}
      className={cx(avatar({ size, isImpersonating }), className)}
    >
      {src && src !== failedSrc && (
        <img
          // A new picture is a new element: it starts hidden until it has loaded.
          key={src}
          className={avatarImage}
          src={src}
          alt=""
          decoding="async"
          // Marked on the element, not in state: a page of avatars re-renders nothing as they load.
          onLoad={(event) => {
            event.currentTarget.dataset.loaded = '';
          }}
          onError={() => setFailedSrc(src)}
        />
      )}
      {initials ? (
        <span className={avatarFallback} aria-hidden="true">
          {initials}
        </span>
      ) : (
        <User className={cx(avatarFallback, avatarIcon)} aria-hidden="true" />
      )}
    </span>
  );
}
