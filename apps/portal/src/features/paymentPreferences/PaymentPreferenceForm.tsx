import { useUpdatePaymentPreference } from '@airtime/api-client';
import { Button, Card, Select, SelectItem, TextField, toast } from '@airtime/design-system';
import {
  isPaymentPreferenceType,
  PAYMENT_PREFERENCE_TYPE_TITLES,
  PAYMENT_PREFERENCE_TYPES,
  type PaymentPreference,
} from '@airtime/domain';
import { type FormEvent, useState } from 'react';
import { FormActions } from '../forms/FormActions.tsx';
import { FormErrorBanner } from '../forms/FormErrorBanner.tsx';
import * as styles from '../forms/form.css.ts';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import { PrimaryBadge } from '../status/StatusBadges.tsx';

interface Values {
  readonly type: string;
  readonly payee: string;
  readonly details: string;
}

type Field = 'type' | 'payee_name' | 'details';
const FIELDS: readonly Field[] = ['type', 'payee_name', 'details'];

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * One payment preference as a form: its type (the domain's names), payee and details, and making
 * it the primary one. Server refusals show under the fields; what was typed stays.
 */
export function PaymentPreferenceForm({
  preference,
  index,
}: {
  readonly preference: PaymentPreference;
  /** Its place in the list, to name the form ('Payment preference 1'). */
  readonly index: number;
}) {
  const [values, setValues] = useState<Values>({
    type: String(preference.type),
    payee: preference.payee_name ?? '',
    details: preference.details ?? '',
  });
  const { errors, check, refuse, clear } = useFormErrors(FIELDS);
  const update = useUpdatePaymentPreference();
  const name = `Payment preference ${index + 1}`;

  async function save(body: Parameters<typeof update.trigger>[0]['body'], done: string) {
    try {
      await update.trigger({ params: { id: preference.id }, body });
      toast.success(done);
    } catch (error) {
      // What was typed stays for another try.
      refuse(error);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const type = Number(values.type);
    if (!isPaymentPreferenceType(type)) {
      check({ type: 'Choose how the creator is paid.' });
      return;
    }
    check({});
    void save(
      { type, payee_name: blankToNull(values.payee), details: blankToNull(values.details) },
      'Payment preference saved',
    );
  }

  const change = (field: keyof Values, errorField: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(errorField);
  };

  return (
    <Card
      headingLevel={4}
      title={PAYMENT_PREFERENCE_TYPE_TITLES[preference.type]}
      actions={
        preference.is_primary ? (
          <PrimaryBadge />
        ) : (
          <Button
            size="sm"
            isPending={update.isMutating}
            onPress={() => {
              clear(); // the last refusal's message goes; the fields' stay until edited
              void save({ is_primary: true }, 'Primary payment preference changed');
            }}
          >
            Make primary
          </Button>
        )
      }
    >
      <form className={styles.compactForm} onSubmit={submit} noValidate aria-label={name}>
        <FormErrorBanner title="The payment preference was not saved." message={errors.form} />
        <Select
          label="Payment type"
          value={values.type}
          onChange={(key) => change('type', 'type')(String(key))}
          {...fieldErrorProps(errors.fields.type)}
        >
          {PAYMENT_PREFERENCE_TYPES.map((type) => (
            <SelectItem key={type} id={String(type)}>
              {PAYMENT_PREFERENCE_TYPE_TITLES[type]}
            </SelectItem>
          ))}
        </Select>
        <TextField
          label="Payee name"
          value={values.payee}
          onChange={change('payee', 'payee_name')}
          {...fieldErrorProps(errors.fields.payee_name)}
        />
        <TextField
          label="Details"
          description="Account number, PayPal address or mailing address, as the type needs."
          value={values.details}
          onChange={change('details', 'details')}
          {...fieldErrorProps(errors.fields.details)}
        />
        <FormActions submitLabel="Save payment preference" isPending={update.isMutating} />
      </form>
    </Card>
  );
}
