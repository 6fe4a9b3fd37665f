import { Button, formatNumber, ProgressBar } from '@airtime/design-system';
import { exportFailure, exportProgress } from './exportStatus.css.ts';

/** An export under way (rows written so far) or failed (why). */
export type ExportStep =
  | { readonly step: 'running'; readonly rows: number }
  | { readonly step: 'failed'; readonly message: string };

/**
 * An export's progress with Cancel, or why it failed with Retry and Dismiss: ExportButton's views
 * once pressed, loaded with the writing code on the first press.
 */
export function ExportStatus({
  state,
  noun,
  total,
  onCancel,
  onRetry,
  onDismiss,
}: {
  readonly state: ExportStep;
  readonly noun: string;
  /** How many rows there are to write; unknown shows a moving bar. */
  readonly total: number | undefined;
  readonly onCancel: () => void;
  readonly onRetry: () => void;
  readonly onDismiss: () => void;
}) {
  if (state.step === 'running') {
    return (
      <>
        <ProgressBar
          className={exportProgress}
          label={`Exporting ${noun}`}
          value={state.rows}
          {...(total === undefined
            ? { isIndeterminate: true }
            : {
                maxValue: Math.max(total, 1),
                valueLabel: `${formatNumber(state.rows)} of ${formatNumber(total)} rows`,
              })}
        />
        <Button variant="ghost" size="sm" onPress={onCancel}>
          Cancel
        </Button>
      </>
    );
  }
  return (
    <>
      <span role="alert" className={exportFailure}>
        {`The ${noun} could not be exported: ${state.message}`}
      </span>
      <Button size="sm" onPress={onRetry}>
        Retry
      </Button>
      <Button variant="ghost" size="sm" onPress={onDismiss}>
        Dismiss
      </Button>
    </>
  );
}
