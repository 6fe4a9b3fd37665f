import { isApiError, useUpdatePaymentPreference } from '@airtime/api-client';
import {
  Banner,
  Button,
  Card,
  Select,
  SelectItem,
  StatusBadge,
  TextField,
  toast,
} from '@airtime/design-system';
import {
  isPaymentPreferenceType,
  PAYMENT_PREFERENCE_TYPE_TITLES,
  PAYMENT_PREFERENCE_TYPES,
  type PaymentPreference,
} from '@airtime/domain';
import { type FormEvent, useState } from 'react';
import * as styles from './creator.css.ts';

interface Values {
  readonly type: string;
  readonly payee: string;
  readonly details: string;
}

type Errors = Partial<Record<'type' | 'payee_name' | 'details', string | undefined>>;

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
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdatePaymentPreference();
  const name = `Payment preference ${index + 1}`;

  async function save(body: Parameters<typeof update.trigger>[0]['body'], done: string) {
    setFailure(null);
    try {
      await update.trigger({ params: { id: preference.id }, body });
      toast.success(done);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const found: Errors = {
        type: error.fieldError('type'),
        payee_name: error.fieldError('payee_name'),
        details: error.fieldError('details'),
      };
      setErrors(found);
      if (Object.values(found).every((message) => message === undefined)) setFailure(error.message);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const type = Number(values.type);
    if (!isPaymentPreferenceType(type)) {
      setErrors({ type: 'Choose how the creator is paid.' });
      return;
    }
    void save(
      { type, payee_name: blankToNull(values.payee), details: blankToNull(values.details) },
      'Payment preference saved',
    );
  }

  const change = (field: keyof Values, errorField: keyof Errors) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [errorField]: undefined }));
  };

  return (
    <Card
      headingLevel={4}
      title={PAYMENT_PREFERENCE_TYPE_TITLES[preference.type]}
      actions={
        preference.is_primary ? (
          <StatusBadge size="sm" tone="positive" label="Primary" />
        ) : (
          <Button
            size="sm"
            isPending={update.isMutating}
            onPress={() => void save({ is_primary: true }, 'Primary payment preference changed')}
          >
            Make primary
          </Button>
        )
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate aria-label={name}>
        {failure !== null && (
          <Banner tone="critical" title="The payment preference was not saved.">
            {failure}
          </Banner>
        )}
        <Select
          label="Payment type"
          value={values.type}
          onChange={(key) => change('type', 'type')(String(key))}
          isInvalid={errors.type !== undefined}
          {...(errors.type === undefined ? {} : { errorMessage: errors.type })}
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
          isInvalid={errors.payee_name !== undefined}
          {...(errors.payee_name === undefined ? {} : { errorMessage: errors.payee_name })}
        />
        <TextField
          label="Details"
          description="Account number, PayPal address or mailing address, as the type needs."
          value={values.details}
          onChange={change('details', 'details')}
          isInvalid={errors.details !== undefined}
          {...(errors.details === undefined ? {} : { errorMessage: errors.details })}
        />
        <div className={styles.formActions}>
          <Button
            type="submit"
            variant="primary"
            isPending={update.isMutating}
            pendingLabel="Saving"
          >
            Save payment preference
          </Button>
        </div>
      </form>
    </Card>
  );
}
