import { useCreatePromoCode, usePromoCodes } from '@airtime/api-client';
import { formatDate, type ManagedModalProps, TextField, text } from '@airtime/design-system';
import { useState } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { FormModal } from '../forms/FormModal.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import * as styles from './productionModal.css.ts';
import type { ProductionModalPropsByName } from './productionModalProps.ts';

export type PromoUrlModalProps = ManagedModalProps & ProductionModalPropsByName['promo-url'];

const FIELDS = ['code', 'description', 'starts_on', 'ends_on'] as const;
type Field = (typeof FIELDS)[number];
const CODE = /^[A-Za-z0-9_-]{2,32}$/;

/** When a code is valid: 'Nov 01, 2026 – Dec 31, 2026', 'from Nov 01, 2026', 'always'. */
function validity(startsOn: string | null, endsOn: string | null): string {
  if (startsOn === null && endsOn === null) return 'always valid';
  if (endsOn === null) return `from ${formatDate(startsOn)}`;
  if (startsOn === null) return `until ${formatDate(endsOn)}`;
  return `${formatDate(startsOn)} – ${formatDate(endsOn)}`;
}

/**
 * The `promo url` modal (decisions §9): the codes the creator reads out for the brand, and a new
 * one (2 to 32 letters, digits, dashes or underscores; the server stores it upper-case).
 */
export function PromoUrlModal({ brandId, creatorId, ...modal }: PromoUrlModalProps) {
  const mayWrite = useMayWrite();
  const codes = usePromoCodes({ brand_id: brandId, publishers: creatorId, sort: '-created_at' });
  const create = useCreatePromoCode();
  const [values, setValues] = useState<Record<Field, string>>({
    code: '',
    description: '',
    starts_on: '',
    ends_on: '',
  });
  const [status, setStatus] = useState('');
  const { errors, check, refuse, clear } = useFormErrors<Field>(FIELDS);
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

  async function submit() {
    const found: Partial<Record<Field, string>> = {};
    if (!CODE.test(values.code.trim()))
      found.code = 'Use 2 to 32 letters, digits, dashes or underscores.';
    if (values.starts_on !== '' && values.ends_on !== '' && values.ends_on < values.starts_on)
      found.ends_on = 'The last day cannot be before the first.';
    if (!check(found)) return;
    try {
      const added = await create.trigger({
        body: {
          brand_id: brandId,
          publisher_id: creatorId,
          code: values.code.trim(),
          description: orNull(values.description),
          starts_on: orNull(values.starts_on),
          ends_on: orNull(values.ends_on),
        },
      });
      setValues({ code: '', description: '', starts_on: '', ends_on: '' });
      setStatus(`${added.code} added.`);
    } catch (error) {
      refuse(error);
    }
  }

  const field = (name: Field) => ({
    value: values[name],
    isReadOnly: !mayWrite,
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      clear(name);
      setStatus('');
    },
    ...fieldErrorProps(errors.fields[name]),
  });
  return (
    <FormModal
      {...modal}
      title="Promo codes"
      submitLabel="Add promo code"
      onSubmit={() => void submit()}
      isPending={create.isMutating}
      formError={errors.form}
      mayWrite={mayWrite}
    >
      <ul className={styles.workflows} aria-label="The creator’s promo codes for the brand">
        {codes.items.length === 0 && !codes.isLoading && (
          <li className={text({ tone: 'subtle' })}>No promo code yet.</li>
        )}
        {codes.items.map((code) => (
          <li key={code.id} className={styles.workflow}>
            <span className={text({ weight: 'semibold' })}>{code.code}</span>{' '}
            <span className={text({ size: 'sm', tone: 'subtle' })}>
              {[code.description, validity(code.starts_on, code.ends_on)]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className={text({ size: 'sm', tone: 'subtle' })}>
        {status}
      </p>
      {mayWrite && (
        <>
          <TextField label="Code" isRequired {...field('code')} />
          <TextField label="What the listener gets" {...field('description')} />
          <TextField label="First day" type="date" {...field('starts_on')} />
          <TextField label="Last day" type="date" {...field('ends_on')} />
        </>
      )}
    </FormModal>
  );
}
