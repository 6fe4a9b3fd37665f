import {
  useBrand,
  useCreateBrandMetricType,
  useDeleteBrandMetricType,
  useUpdateBrandMetricType,
} from '@airtime/api-client';
import { type ManagedModalProps, Select, SelectItem, TextField } from '@airtime/design-system';
import type { BrandCustomMetricType, CustomMetricFormat } from '@airtime/domain';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { FormModal } from '../forms/FormModal.tsx';
import { FormModalPending } from '../forms/FormModalPending.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormValues } from '../forms/useFormValues.ts';

export const METRIC_FORMAT_TITLES: Record<CustomMetricFormat, string> = {
  number: 'Number',
  currency: 'Money',
  percent: 'Percentage',
};

export interface MetricTypeModalProps extends ManagedModalProps {
  readonly brandId: number;
  /** The metric to edit; without it, a new one. */
  readonly metricId?: number;
}

/** A brand's custom metric type (decisions §9, brand record): added, renamed, reformatted or deleted. */
export function MetricTypeModal({ brandId, metricId, ...modal }: MetricTypeModalProps) {
  const brand = useBrand(brandId);
  const metric = brand.data?.customMetricTypes?.find((candidate) => candidate.id === metricId);
  if (metricId !== undefined && metric === undefined)
    return (
      <FormModalPending
        {...modal}
        title="Edit custom metric"
        noun="metric"
        missing={brand.data !== undefined}
        error={brand.error}
      />
    );
  return <MetricTypeForm key={metricId ?? 'new'} {...modal} brandId={brandId} metric={metric} />;
}

function MetricTypeForm({
  brandId,
  metric,
  ...modal
}: ManagedModalProps & {
  readonly brandId: number;
  readonly metric: BrandCustomMetricType | undefined;
}) {
  const mayWrite = useMayWrite();
  const create = useCreateBrandMetricType();
  const update = useUpdateBrandMetricType();
  const remove = useDeleteBrandMetricType();
  const form = useFormValues({
    name: metric?.name ?? '',
    format: metric?.format ?? ('number' as CustomMetricFormat),
  });
  const { name, format } = form.values;
  const close = () => modal.onOpenChange(false);

  async function save() {
    if (!form.check(name.trim() === '' ? { name: 'Enter the metric name.' } : {})) return;
    try {
      if (metric === undefined)
        await create.trigger({ body: { brand_id: brandId, name: name.trim(), format } });
      else await update.trigger({ params: { id: metric.id }, body: { name: name.trim(), format } });
      close();
    } catch (error) {
      form.refuse(error);
    }
  }

  return (
    <FormModal
      {...modal}
      title={metric === undefined ? 'Add a custom metric' : `Edit ${metric.name}`}
      submitLabel={metric === undefined ? 'Add metric' : 'Save metric'}
      onSubmit={() => void save()}
      isPending={create.isMutating || update.isMutating}
      formError={form.errors.form}
      mayWrite={mayWrite}
      deletion={
        metric === undefined
          ? undefined
          : {
              title: `Delete ${metric.name}?`,
              message:
                "The metric and the values recorded for it are removed from the brand's reports.",
              confirmLabel: 'Delete metric',
              onConfirm: async () => {
                await remove.trigger({ params: { id: metric.id } });
                close();
              },
            }
      }
    >
      <TextField label="Name" isRequired autoFocus isReadOnly={!mayWrite} {...form.text('name')} />
      <Select
        label="Format"
        value={format}
        isDisabled={!mayWrite}
        onChange={(key) => form.change('format')(key as CustomMetricFormat)}
        {...fieldErrorProps(form.errors.fields.format)}
      >
        {Object.entries(METRIC_FORMAT_TITLES).map(([id, title]) => (
          <SelectItem key={id} id={id}>
            {title}
          </SelectItem>
        ))}
      </Select>
    </FormModal>
  );
}
