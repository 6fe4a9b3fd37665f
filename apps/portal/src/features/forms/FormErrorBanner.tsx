import { Banner } from '@airtime/design-system';

export interface FormErrorBannerProps {
  /** What did not happen: 'Could not sign in'. */
  readonly title: string;
  /** The refusal that names no field of the form; nothing shows without one. */
  readonly message: string | undefined;
}

/** A form's refusal above its fields, announced as it appears. */
export function FormErrorBanner({ title, message }: FormErrorBannerProps) {
  return message === undefined ? null : (
    <Banner tone="critical" role="alert" title={title}>
      {message}
    </Banner>
  );
}
