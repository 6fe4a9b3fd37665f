import { User } from 'lucide-react';
import { type HTMLAttributes, type Ref, useState } from 'react';
import { cx } from '../utils/cx.ts';
import { type AvatarVariants, avatar, avatarIcon, avatarImage } from './Avatar.css.ts';
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

/** What became of a picture; kept with its src, so a new picture starts over without an effect. */
type ImageStatus = { src: string; status: 'loaded' | 'failed' };

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
  const [image, setImage] = useState<ImageStatus | null>(null);
  const status = src && image?.src === src ? image.status : 'loading';
  const loaded = status === 'loaded';
  const initials = getInitials(name, initialsFor(size));
  const label = isImpersonating ? `${name}, ${impersonationLabel}` : name;

  return (
    <span
      {...props}
      role="img"
      aria-label={label}
      className={cx(avatar({ size, isImpersonating }), className)}
    >
      {!loaded &&
        (initials ? (
          <span aria-hidden="true">{initials}</span>
        ) : (
          <User className={avatarIcon} aria-hidden="true" />
        ))}
      {src && status !== 'failed' && (
        <img
          className={avatarImage}
          src={src}
          alt=""
          decoding="async"
          data-loaded={loaded || undefined}
          onLoad={() => setImage({ src, status: 'loaded' })}
          onError={() => setImage({ src, status: 'failed' })}
        />
      )}
    </span>
  );
}
