import {
  type TrackerCheck,
  useCreateTracker,
  useProduction,
  useRunTrackerCheck,
  useTrackers,
  useUpdateTracker,
} from '@airtime/api-client';
import {
  Banner,
  Button,
  formatDate,
  type ManagedModalProps,
  Select,
  SelectItem,
  Switch,
  TextField,
} from '@airtime/design-system';
import {
  isTrackerType,
  TRACKER_TYPE_TITLES,
  TRACKER_TYPES,
  type Tracker,
  type TrackerType,
} from '@airtime/domain';
import { useState } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { FormModal } from '../forms/FormModal.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import { toastWriteFailure } from '../writes/toastWriteFailure.ts';
import * as styles from './productionModal.css.ts';
import { brandTrackersQuery, type ProductionModalPropsByName } from './productionModalProps.ts';

export type TrackerModalProps = ManagedModalProps & ProductionModalPropsByName['tracker'];

const FIELDS = ['type', 'domain', 'promocode', 'link'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The `tracker` modal (decisions §9): a tracker created or changed (a landing page's domain and
 * promo code, or a promo link), and a run-check that shows what it found. From a production it is
 * that production's tracker; from the brand's settings, one of the brand's (`trackerId`) or a new
 * one linked to no production.
 */
export function TrackerModal({ productionId, trackerId, ...props }: TrackerModalProps) {
  return productionId === undefined ? (
    <BrandTracker {...props} {...(trackerId === undefined ? {} : { trackerId })} />
  ) : (
    <ProductionTracker {...props} productionId={productionId} />
  );
}

function ProductionTracker({
  productionId,
  ...props
}: FormProps & { readonly productionId: number }) {
  const production = useProduction(productionId);
  // The form starts from the linked tracker once the production is in; it then keeps its own
  // (a remount on the refetch after a save would drop the focus and a check's result).
  return production.data === undefined ? null : (
    <TrackerForm {...props} productionId={productionId} current={production.data.tracker} />
  );
}

function BrandTracker({ trackerId, ...props }: FormProps & { readonly trackerId?: number }) {
  // The list the settings page shows (there is no call for one tracker).
  const trackers = useTrackers(brandTrackersQuery(props.brandId));
  const current =
    trackerId === undefined ? undefined : trackers.items.find((item) => item.id === trackerId);
  if (trackerId !== undefined && current === undefined) return null;
  return <TrackerForm {...props} current={current} />;
}

type FormProps = Omit<TrackerModalProps, 'productionId' | 'trackerId'>;

function TrackerForm({
  brandId,
  productionId,
  current,
  ...modal
}: FormProps & { readonly productionId?: number; readonly current: Tracker | undefined }) {
  const mayWrite = useMayWrite();
  const create = useCreateTracker();
  const update = useUpdateTracker();
  const run = useRunTrackerCheck();
  const [saved, setSaved] = useState(current);
  const [type, setType] = useState<TrackerType>(current?.type ?? 'landing');
  const [domain, setDomain] = useState(current?.type === 'landing' ? current.domain : '');
  const [promocode, setPromocode] = useState(current?.type === 'landing' ? current.promocode : '');
  const [link, setLink] = useState(current?.type === 'promo_link' ? current.link : '');
  const [isActive, setIsActive] = useState(current?.is_active ?? true);
  const [check, setCheck] = useState<TrackerCheck | null>(null);
  const errors = useFormErrors<Field>(FIELDS);

  const required = (value: string, field: Field, words: string) =>
    value.trim() === '' ? { [field]: words } : {};

  async function save() {
    const found =
      type === 'landing'
        ? {
            ...required(domain, 'domain', 'Enter the landing page, like acme.com/podcast.'),
            ...required(promocode, 'promocode', 'Enter the promo code listeners type.'),
          }
        : required(link, 'link', 'Enter the promo link.');
    if (!errors.check(found)) return;
    const fields =
      type === 'landing'
        ? { type, domain: domain.trim(), promocode: promocode.trim() }
        : { type, link: link.trim() };
    try {
      const tracker =
        saved === undefined
          ? await create.trigger({
              body: {
                ...fields,
                brand_id: brandId,
                ...(productionId === undefined ? {} : { event_production_id: productionId }),
                is_active: isActive,
              },
            })
          : await update.trigger({
              params: { id: saved.id },
              body: { ...fields, is_active: isActive },
            });
      setSaved(tracker);
      setCheck(null);
    } catch (error) {
      errors.refuse(error);
    }
  }

  async function runCheck() {
    if (saved === undefined) return;
    try {
      const result = await run.trigger({ params: { id: saved.id } });
      setSaved(result.tracker);
      setCheck(result.check);
    } catch (error) {
      toastWriteFailure('run the tracker check', error, () => void runCheck());
    }
  }

  const edit = (field: Field) => errors.clear(field);
  return (
    <FormModal
      {...modal}
      title={saved === undefined ? 'Add a tracker' : 'Tracker'}
      submitLabel={saved === undefined ? 'Add tracker' : 'Save tracker'}
      onSubmit={() => void save()}
      isPending={create.isMutating || update.isMutating}
      formError={errors.errors.form}
      mayWrite={mayWrite}
      extraActions={
        mayWrite && saved !== undefined ? (
          <Button
            onPress={() => void runCheck()}
            isPending={run.isMutating}
            pendingLabel="Checking"
          >
            Run check
          </Button>
        ) : null
      }
    >
      <Select
        label="Type"
        value={type}
        isDisabled={!mayWrite}
        onChange={(key) => {
          if (isTrackerType(key)) setType(key);
          edit('type');
        }}
        {...fieldErrorProps(errors.errors.fields.type)}
      >
        {TRACKER_TYPES.map((option) => (
          <SelectItem key={option} id={option}>
            {TRACKER_TYPE_TITLES[option]}
          </SelectItem>
        ))}
      </Select>
      {type === 'landing' ? (
        <>
          <TextField
            label="Domain"
            description="Host and path, no https://: acme.com/podcast"
            isRequired
            isReadOnly={!mayWrite}
            value={domain}
            onChange={(value) => {
              setDomain(value);
              edit('domain');
            }}
            {...fieldErrorProps(errors.errors.fields.domain)}
          />
          <TextField
            label="Promo code"
            isRequired
            isReadOnly={!mayWrite}
            value={promocode}
            onChange={(value) => {
              setPromocode(value);
              edit('promocode');
            }}
            {...fieldErrorProps(errors.errors.fields.promocode)}
          />
        </>
      ) : (
        <TextField
          label="Link"
          type="url"
          isRequired
          isReadOnly={!mayWrite}
          value={link}
          onChange={(value) => {
            setLink(value);
            edit('link');
          }}
          {...fieldErrorProps(errors.errors.fields.link)}
        />
      )}
      <Switch isSelected={isActive} onChange={setIsActive} isDisabled={!mayWrite}>
        Active
      </Switch>
      <div role="status" className={styles.checkResult}>
        {check !== null && (
          <Banner
            tone={check.ok ? 'positive' : 'critical'}
            title={check.ok ? 'Check passed' : 'Check failed'}
          >
            {`${check.message} Checked ${formatDate(check.checked_at)}.`}
          </Banner>
        )}
      </div>
    </FormModal>
  );
}
