import { Avatar, Button, Inline, Label, Stack } from '@airtime/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import * as styles from '../../../features/forms/fileInput.css.ts';

/** The API takes images up to 512 KB. */
export const MAX_LOGO_BYTES = 512 * 1024;

/** Why a file cannot be a logo, or undefined when it can. */
export function checkLogoFile(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!file.type.startsWith('image/')) return 'Choose an image file (PNG, JPEG, SVG or WebP).';
  if (file.size > MAX_LOGO_BYTES) return 'Choose an image of at most 512 KB.';
  return undefined;
}

/** A chosen file's picture, for as long as it is shown. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (file === null || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

export interface LogoInputProps {
  readonly name: string;
  /** The saved logo's URL, or null. */
  readonly current: string | null;
  /** The file chosen to replace it, 'removed', or null to keep it. */
  readonly value: File | 'removed' | null;
  readonly onChange: (value: File | 'removed' | null) => void;
  /** The server's message about the logo. */
  readonly error?: string | undefined;
}

/** A logo: the picture, a file picker checked as chosen (type and size), and Remove. */
export function LogoInput({ name, current, value, onChange, error }: LogoInputProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const preview = useObjectUrl(value instanceof File ? value : null);
  const shown = value === 'removed' ? null : value === null ? current : preview;
  const message = problem ?? error;
  return (
    <Inline space="md">
      <Avatar name={name} src={shown} size={12} />
      <Stack>
        <Label htmlFor={id}>Logo</Label>
        <input
          id={id}
          ref={input}
          type="file"
          className={styles.fileInput}
          accept="image/*"
          aria-invalid={message !== undefined}
          aria-describedby={message === undefined ? undefined : `${id}-error`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file === undefined) return;
            const found = checkLogoFile(file);
            setProblem(found);
            if (found === undefined) onChange(file);
            else event.currentTarget.value = '';
          }}
        />
        {message !== undefined && (
          <p id={`${id}-error`} className={styles.fieldError}>
            {message}
          </p>
        )}
        {shown !== null && (
          <Button
            size="sm"
            variant="ghost"
            onPress={() => {
              if (input.current !== null) input.current.value = '';
              setProblem(undefined);
              onChange(current === null ? null : 'removed');
            }}
          >
            Remove logo
          </Button>
        )}
      </Stack>
    </Inline>
  );
}
