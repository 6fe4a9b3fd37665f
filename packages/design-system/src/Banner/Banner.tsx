import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { NativeButton } from '../Native/NativeButton.tsx';
import { cx } from '../utils/cx.ts';
import {
  type BannerVariants,
  banner,
  bannerActions,
  bannerBody,
  bannerContent,
  bannerDismiss,
  bannerIcon,
  bannerTitle,
} from './Banner.css.ts';

type BannerTone = NonNullable<BannerVariants['tone']>;

const ICONS: Record<BannerTone, ReactNode> = {
  neutral: <Info />,
  info: <Info />,
  positive: <CircleCheck />,
  warning: <TriangleAlert />,
  critical: <CircleAlert />,
};

interface BannerOwnProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /**
   * The message's headline, in bold before the body ("Impersonation on").
   * @default undefined
   */
  title?: ReactNode;
  /**
   * The message itself: a sentence, which may hold a Link.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Buttons at the end ("Turn off", "I accept"); small ones fit the banner best.
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * An icon from lucide-react before the text, or `null` for none.
   * @default one per tone
   */
  icon?: ReactNode;
  /**
   * Adds a close button that calls this; leave it out for banners that end with an action.
   * @default undefined
   */
  onDismiss?: (() => void) | undefined;
  /**
   * The close button's accessible name.
   * @default 'Dismiss'
   */
  dismissLabel?: string | undefined;
  /**
   * Square and without side borders, to run across the top or bottom of the app.
   * @default false
   */
  isFullWidth?: boolean | undefined;
  /**
   * The root `<div>`.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/** The tone, and the emphasis that only `critical` may take. */
type BannerToneProps =
  | {
      /**
       * `neutral` (the cookie notice), `info`, `positive`, `warning` or `critical`.
       * @default 'info'
       */
      tone?: Exclude<BannerTone, 'critical'> | undefined;
      /**
       * `subtle`: a tinted background; `strong`: solid colour, only for a `critical` banner.
       * @default 'subtle'
       */
      emphasis?: 'subtle' | undefined;
    }
  | {
      /** `critical`: errors and the impersonation banner; the only tone that may be `strong`. */
      tone: 'critical';
      /**
       * `strong`: solid red with white text, for the one loud thing (impersonation).
       * @default 'subtle'
       */
      emphasis?: BannerVariants['emphasis'];
    };

export type BannerProps = BannerOwnProps & BannerToneProps;

/**
 * A message about the whole page or app, with a tone, a title, a body and actions: the cookie
 * notice, the impersonation banner, a warning above a form.
 */
export function Banner({
  tone = 'info',
  emphasis,
  title,
  children,
  actions,
  icon = ICONS[tone],
  onDismiss,
  dismissLabel = 'Dismiss',
  isFullWidth,
  className,
  ...props
}: BannerProps) {
  return (
    <div {...props} className={cx(banner({ tone, emphasis, isFullWidth }), className)}>
      {icon !== null && (
        <span className={bannerIcon} aria-hidden="true">
          {icon}
        </span>
      )}
      <div className={bannerContent}>
        {title !== undefined && <p className={bannerTitle}>{title}</p>}
        {children !== undefined && <p className={bannerBody}>{children}</p>}
      </div>
      {(actions !== undefined || onDismiss) && (
        <div className={bannerActions}>
          {actions}
          {onDismiss && (
            // A plain button: banners show on pages that load little (the sign-in page).
            <NativeButton
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={dismissLabel}
              onClick={onDismiss}
              className={bannerDismiss}
            >
              <X />
            </NativeButton>
          )}
        </div>
      )}
    </div>
  );
}
