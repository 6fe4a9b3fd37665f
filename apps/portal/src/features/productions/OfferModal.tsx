import { type OfferInput, useCreateOffer, useOffers, useUpdateOffer } from '@airtime/api-client';
import {
  type ManagedModalProps,
  NumberField,
  Switch,
  TextArea,
  TextField,
} from '@airtime/design-system';
import type { Offer } from '@airtime/domain';
import { useState } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { FormModal } from '../forms/FormModal.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import type { ProductionModalPropsByName } from './productionModalProps.ts';
import { useProductionEdit } from './useProductionEdit.ts';

export type OfferModalProps = ManagedModalProps & ProductionModalPropsByName['offer'];

const RATES = [
  'brand_flat_rate',
  'creator_flat_rate',
  'brand_cpa_rate',
  'creator_cpa_rate',
] as const;
type Rate = (typeof RATES)[number];
const FIELDS = ['name', 'description', ...RATES] as const;
type Field = (typeof FIELDS)[number];

const RATE_LABELS: Record<Rate, string> = {
  brand_flat_rate: 'Brand flat rate',
  creator_flat_rate: 'Creator flat rate',
  brand_cpa_rate: 'Brand CPA rate',
  creator_cpa_rate: 'Creator CPA rate',
};

/** The form's own checks (the server has the last word): a name, a brand rate, creator ≤ brand. */
export function checkOffer(name: string, rates: Readonly<Record<Rate, number | null>>) {
  const found: Partial<Record<Field, string>> = {};
  if (name.trim() === '') found.name = 'Enter the offer’s name.';
  if (rates.brand_flat_rate === null && rates.brand_cpa_rate === null)
    found.brand_flat_rate = 'Enter a brand flat rate or a brand CPA rate.';
  for (const [creator, brand] of [
    ['creator_flat_rate', 'brand_flat_rate'],
    ['creator_cpa_rate', 'brand_cpa_rate'],
  ] as const) {
    const share = rates[creator];
    if (share !== null && share > (rates[brand] ?? 0))
      found[creator] = 'The creator’s share cannot be more than the brand’s rate.';
  }
  return found;
}

/** The `add offer` modal, and an offer's edit (decisions §9): a brand's rates per sponsorship. */
export function OfferModal({ brandId, productionId, offerId, ...modal }: OfferModalProps) {
  const offers = useOffers({ brand_id: brandId });
  const offer =
    offerId === undefined ? undefined : offers.items.find((item) => item.id === offerId);
  if (offerId !== undefined && offer === undefined) return null;
  return (
    <OfferForm {...modal} brandId={brandId} productionId={productionId ?? null} offer={offer} />
  );
}

function OfferForm({
  brandId,
  productionId,
  offer,
  ...modal
}: ManagedModalProps & {
  readonly brandId: number;
  readonly productionId: number | null;
  readonly offer: Offer | undefined;
}) {
  const mayWrite = useMayWrite();
  const create = useCreateOffer();
  const update = useUpdateOffer();
  const { save: saveProduction } = useProductionEdit(productionId);
  const [name, setName] = useState(offer?.name ?? '');
  const [description, setDescription] = useState(offer?.description ?? '');
  const [isActive, setIsActive] = useState(offer?.is_active ?? true);
  const [rates, setRates] = useState<Record<Rate, number | null>>({
    brand_flat_rate: offer?.brand_flat_rate ?? null,
    creator_flat_rate: offer?.creator_flat_rate ?? null,
    brand_cpa_rate: offer?.brand_cpa_rate ?? null,
    creator_cpa_rate: offer?.creator_cpa_rate ?? null,
  });
  const { errors, check, refuse, clear } = useFormErrors<Field>(FIELDS);

  async function submit() {
    if (!check(checkOffer(name, rates))) return;
    const body: OfferInput = {
      brand_id: brandId,
      name: name.trim(),
      description: description.trim() === '' ? null : description.trim(),
      is_active: isActive,
      ...rates,
    };
    try {
      if (offer === undefined) {
        const added = await create.trigger({ body });
        if (productionId !== null)
          void saveProduction({
            what: `use ${added.name} for the production`,
            shown: { offer_id: added.id, offer: added },
            body: { offer_id: added.id },
          });
      } else await update.trigger({ params: { id: offer.id }, body });
      modal.onOpenChange(false);
    } catch (error) {
      refuse(error);
    }
  }

  return (
    <FormModal
      {...modal}
      title={offer === undefined ? 'Add an offer' : `Edit ${offer.name}`}
      submitLabel={offer === undefined ? 'Add offer' : 'Save offer'}
      onSubmit={() => void submit()}
      isPending={create.isMutating || update.isMutating}
      formError={errors.form}
      mayWrite={mayWrite}
    >
      <TextField
        label="Name"
        isRequired
        autoFocus
        isReadOnly={!mayWrite}
        value={name}
        onChange={(value) => {
          setName(value);
          clear('name');
        }}
        {...fieldErrorProps(errors.fields.name)}
      />
      <TextArea
        label="Description"
        isReadOnly={!mayWrite}
        value={description}
        onChange={(value) => {
          setDescription(value);
          clear('description');
        }}
        {...fieldErrorProps(errors.fields.description)}
      />
      {RATES.map((rate) => (
        <NumberField
          key={rate}
          label={RATE_LABELS[rate]}
          minValue={0}
          formatOptions={{ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }}
          isReadOnly={!mayWrite}
          value={rates[rate] ?? Number.NaN}
          onChange={(value) => {
            setRates((current) => ({ ...current, [rate]: Number.isNaN(value) ? null : value }));
            clear(rate, 'brand_flat_rate');
          }}
          {...fieldErrorProps(errors.fields[rate])}
        />
      ))}
      <Switch isSelected={isActive} onChange={setIsActive} isDisabled={!mayWrite}>
        Active
      </Switch>
    </FormModal>
  );
}
