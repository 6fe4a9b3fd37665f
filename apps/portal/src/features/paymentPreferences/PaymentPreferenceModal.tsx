import { usePaymentPreferences, useUpdatePaymentPreference } from '@airtime/api-client';
import {
  Checkbox,
  type ManagedModalProps,
  Select,
  SelectItem,
  TextArea,
  TextField,
  toast,
} from '@airtime/design-system';
import {
  isPaymentPreferenceType,
  PAYMENT_PREFERENCE_TYPE_TITLES,
  PAYMENT_PREFERENCE_TYPES,
  type PaymentPreference,
  type PaymentPreferenceType,
} from '@airtime/domain';
import { useState } from 'react';
import { FormModal } from '../forms/FormModal.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import { PAYMENT_FIELDS } from './paymentPreferenceFields.ts';
import {
  type PaymentPreferenceTarget,
  paymentPreferencesQuery,
  useMayEditPayments,
} from './paymentPreferencesQuery.ts';

export type PaymentPreferenceModalProps = ManagedModalProps & PaymentPreferenceTarget;

const FIELDS = ['type', 'payee_name', 'details', 'is_primary'] as const;

/**
 * The `edit payment preferences` modal (decisions §9), for agency staff and for the creator:
 * the payment type, the fields that type needs (a PayPal email, a mailing address ...), and
 * whether payouts go here first.
 */
export function PaymentPreferenceModal({
  creatorId,
  preferenceId,
  ...modal
}: PaymentPreferenceModalProps) {
  const list = usePaymentPreferences(paymentPreferencesQuery(creatorId));
  const preference = list.items.find((item) => item.id === preferenceId);
  return preference === undefined ? null : <PreferenceForm {...modal} preference={preference} />;
}

function PreferenceForm({
  preference,
  ...modal
}: ManagedModalProps & { readonly preference: PaymentPreference }) {
  const mayWrite = useMayEditPayments();
  const update = useUpdatePaymentPreference();
  const [type, setType] = useState<PaymentPreferenceType>(preference.type);
  // Kept across type changes, so switching back and forth loses nothing typed.
  const [payee, setPayee] = useState(preference.payee_name ?? '');
  const [details, setDetails] = useState(preference.details ?? '');
  const [isPrimary, setPrimary] = useState(preference.is_primary);
  const { errors, check, refuse, clear } = useFormErrors(FIELDS);
  const fields = PAYMENT_FIELDS[type];

  async function save() {
    const payeeError = fields.payee?.check(payee);
    const detailsError = fields.details?.check(details);
    if (
      !check({
        ...(payeeError == null ? {} : { payee_name: payeeError }),
        ...(detailsError == null ? {} : { details: detailsError }),
      })
    )
      return;
    const sent = (field: unknown, value: string) =>
      field === undefined || value.trim() === '' ? null : value.trim();
    try {
      await update.trigger({
        params: { id: preference.id },
        body: {
          type,
          payee_name: sent(fields.payee, payee),
          details: sent(fields.details, details),
          // The primary one cannot be unset: another is made primary instead.
          ...(isPrimary && !preference.is_primary ? { is_primary: true } : {}),
        },
      });
      toast.success('Payment preference saved');
      modal.onOpenChange(false);
    } catch (error) {
      refuse(error);
    }
  }

  const Details = fields.multiline === true ? TextArea : TextField;
  return (
    <FormModal
      {...modal}
      title="Payment preference"
      submitLabel="Save payment preference"
      onSubmit={() => void save()}
      isPending={update.isMutating}
      formError={errors.form}
      mayWrite={mayWrite}
    >
      <Select
        label="Payment type"
        value={String(type)}
        isDisabled={!mayWrite}
        onChange={(key) => {
          const chosen = Number(key);
          if (isPaymentPreferenceType(chosen)) setType(chosen);
          clear('type', 'payee_name', 'details');
        }}
        {...fieldErrorProps(errors.fields.type)}
      >
        {PAYMENT_PREFERENCE_TYPES.map((option) => (
          <SelectItem key={option} id={String(option)}>
            {PAYMENT_PREFERENCE_TYPE_TITLES[option]}
          </SelectItem>
        ))}
      </Select>
      {fields.payee !== undefined && (
        <TextField
          label={fields.payee.label}
          isRequired={fields.payee.check('') !== null}
          isReadOnly={!mayWrite}
          value={payee}
          onChange={(value) => {
            setPayee(value);
            clear('payee_name');
          }}
          {...fieldErrorProps(errors.fields.payee_name)}
        />
      )}
      {fields.details !== undefined && (
        <Details
          label={fields.details.label}
          {...(fields.details.description === undefined
            ? {}
            : { description: fields.details.description })}
          isRequired
          isReadOnly={!mayWrite}
          value={details}
          onChange={(value: string) => {
            setDetails(value);
            clear('details');
          }}
          {...fieldErrorProps(errors.fields.details)}
        />
      )}
      <Checkbox
        isSelected={isPrimary}
        // The primary one stays primary until another is chosen (the server refuses unsetting).
        isDisabled={!mayWrite || preference.is_primary}
        onChange={(selected) => {
          setPrimary(selected);
          clear('is_primary');
        }}
        description="Payouts go to the primary payment preference."
      >
        Primary
      </Checkbox>
    </FormModal>
  );
}
