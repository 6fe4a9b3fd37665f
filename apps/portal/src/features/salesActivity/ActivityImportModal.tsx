import { isApiError, useImportSalesActivity } from '@airtime/api-client';
import { Label, type ManagedModalProps, Stack, text, toast } from '@airtime/design-system';
import { SALES_ACTIVITY_MAX_BYTES, type SalesActivityCheck } from '@airtime/domain';
import { useId, useRef, useState } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { FormModal } from '../forms/FormModal.tsx';
import * as styles from '../forms/fileInput.css.ts';
import { getFormErrors } from '../forms/formErrors.ts';
import { ImportPreview } from './ImportPreview.tsx';
import { TemplateLink } from './TemplateLink.tsx';

export interface ActivityImportModalProps extends ManagedModalProps {
  readonly brandId: number;
}

type Checked = Extract<SalesActivityCheck, { ok: true }>;

/** Why a file cannot be sent, before it is: too large for the import (the server's 2 MB). */
export function checkActivityFile(file: Pick<File, 'size'>): string | undefined {
  if (file.size <= SALES_ACTIVITY_MAX_BYTES) return undefined;
  const megabytes = (file.size / 1024 / 1024).toFixed(1);
  return `The file is ${megabytes} MB; the import takes files up to 2 MB. Split it and import each part.`;
}

/** A refusal in words: a 413 (the server's body limit) says the file is too large. */
function refusalOf(error: unknown): {
  readonly file?: string | undefined;
  readonly form?: string | undefined;
} {
  if (isApiError(error) && error.status === 413)
    return { file: 'The file is too large for the import, which takes files up to 2 MB.' };
  const shown = getFormErrors(error, ['file'] as const);
  return { file: shown.fields.file, form: shown.form };
}

/**
 * `activity import` (decisions §9, brand reporting): a sales-activity CSV is checked by the
 * server (a dry run with the domain's rules), the preview shows the rows it takes and those it
 * refuses with their line and reason, and Import stores the taken rows for Sales Activity.
 */
export function ActivityImportModal({ brandId, ...modal }: ActivityImportModalProps) {
  const mayWrite = useMayWrite();
  const upload = useImportSalesActivity();
  const id = useId();
  const chosen = useRef<File | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<Checked | null>(null);
  const [errors, setErrors] = useState<{
    readonly file?: string | undefined;
    readonly form?: string | undefined;
  }>({});
  const [isChecking, setIsChecking] = useState(false);

  async function choose(next: File) {
    chosen.current = next;
    setFile(next);
    setCheck(null);
    const tooLarge = checkActivityFile(next);
    setErrors(tooLarge === undefined ? {} : { file: tooLarge });
    if (tooLarge !== undefined) return;
    setIsChecking(true);
    try {
      const result = await upload.trigger({
        params: { id: brandId },
        body: { file: next, dry_run: true },
      });
      // A file chosen since answers for itself.
      if (chosen.current === next) setCheck({ ok: true, ...result });
    } catch (error) {
      if (chosen.current === next) setErrors(refusalOf(error));
    } finally {
      if (chosen.current === next) setIsChecking(false);
    }
  }

  async function save() {
    if (file === null) return setErrors({ file: 'Choose a CSV file to import.' });
    if (check === null) return;
    if (check.accepted.length === 0)
      return setErrors({
        form: 'No row of this file can be imported. Fix the refused rows and choose it again.',
      });
    try {
      const result = await upload.trigger({ params: { id: brandId }, body: { file } });
      toast.success(
        `Imported ${result.accepted.length} ${result.accepted.length === 1 ? 'row' : 'rows'}`,
        { description: 'They show in Reporting > Sales Activity.' },
      );
      modal.onOpenChange(false);
    } catch (error) {
      setErrors(refusalOf(error));
    }
  }

  const message = errors.file;
  return (
    <FormModal
      {...modal}
      title="Import sales activity"
      submitLabel={
        check === null
          ? 'Import'
          : `Import ${check.accepted.length} ${check.accepted.length === 1 ? 'row' : 'rows'}`
      }
      onSubmit={() => void save()}
      isPending={upload.isMutating && !isChecking}
      formError={errors.form}
      mayWrite={mayWrite}
    >
      <p className={text({ tone: 'subtle' })}>
        A CSV with the columns date (yyyy-MM-dd), creator, metric (clicks, conversions or revenue)
        and value, up to 2 MB. <TemplateLink />
      </p>
      <Stack space="xs">
        <Label htmlFor={id}>CSV file</Label>
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          className={styles.fileInput}
          disabled={!mayWrite}
          aria-invalid={message !== undefined}
          aria-describedby={message === undefined ? undefined : `${id}-error`}
          onChange={(event) => {
            const next = event.currentTarget.files?.[0];
            if (next !== undefined) void choose(next);
          }}
        />
        {message !== undefined && (
          <p id={`${id}-error`} className={styles.fieldError}>
            {message}
          </p>
        )}
      </Stack>
      <ImportPreview check={check} isChecking={isChecking} />
    </FormModal>
  );
}
