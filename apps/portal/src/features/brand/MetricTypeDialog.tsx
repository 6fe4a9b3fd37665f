import {
  useCreateBrandMetricType,
  useDeleteBrandMetricType,
  useUpdateBrandMetricType,
} from '@airtime/api-client';
import { Button, ConfirmDialog, Select, SelectItem, TextField } from '@airtime/design-system';
import type { BrandCustomMetricType, CustomMetricFormat } from '@airtime/domain';
import { useState } from 'react';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import { FormDialog } from './FormDialog.tsx';

export const METRIC_FORMAT_TITLES: Record<CustomMetricFormat, string> = {
  number: 'Number',
  currency: 'Money',
  percent: 'Percentage',
};

export interface MetricTypeDialogProps {
  readonly brandId: number;
  /** The metric to edit, 'new' to add one, null when closed. */
  readonly metric: BrandCustomMetricType | 'new' | null;
  readonly onClose: () => void;
}

/** Adds, renames, reformats or deletes one of a brand's custom metric types. */
export function MetricTypeDialog({ brandId, metric, onClose }: MetricTypeDialogProps) {
  return metric === null ? null : (
    <MetricTypeForm
      key={metric === 'new' ? 'new' : metric.id}
      brandId={brandId}
      metric={metric}
      onClose={onClose}
    />
  );
}

function MetricTypeForm({
  brandId,
  metric,
  onClose,
}: {
  readonly brandId: number;
  readonly metric: BrandCustomMetricType | 'new';
  readonly onClose: () => void;
}) {
  const create = useCreateBrandMetricType();
  const update = useUpdateBrandMetricType();
  const remove = useDeleteBrandMetricType();
  const isNew = metric === 'new';
  const [name, setName] = useState(isNew ? '' : metric.name);
  const [format, setFormat] = useState<CustomMetricFormat>(isNew ? 'number' : metric.format);
  const { errors, check, refuse, clear } = useFormErrors(['name', 'format']);
  const [confirming, setConfirming] = useState(false);

  async function save() {
    if (!check(name.trim() === '' ? { name: 'Enter the metric name.' } : {})) return;
    try {
      if (isNew) await create.trigger({ body: { brand_id: brandId, name: name.trim(), format } });
      else await update.trigger({ params: { id: metric.id }, body: { name: name.trim(), format } });
      onClose();
    } catch (error) {
      refuse(error);
    }
  }

  return (
    <>
      <FormDialog
        title={isNew ? 'Add a custom metric' : `Edit ${metric.name}`}
        isOpen={!confirming}
        onClose={onClose}
        onSubmit={() => void save()}
        submitLabel={isNew ? 'Add metric' : 'Save metric'}
        isPending={create.isMutating || update.isMutating}
        formError={errors.form}
        extraAction={
          isNew ? undefined : (
            <Button variant="critical" onPress={() => setConfirming(true)}>
              Delete
            </Button>
          )
        }
      >
        <TextField
          label="Name"
          isRequired
          autoFocus
          value={name}
          onChange={(value) => {
            setName(value);
            clear('name');
          }}
          {...fieldErrorProps(errors.fields.name)}
        />
        <Select
          label="Format"
          value={format}
          onChange={(key) => setFormat(key as CustomMetricFormat)}
          {...fieldErrorProps(errors.fields.format)}
        >
          {Object.entries(METRIC_FORMAT_TITLES).map(([id, title]) => (
            <SelectItem key={id} id={id}>
              {title}
            </SelectItem>
          ))}
        </Select>
      </FormDialog>
      {!isNew && (
        <ConfirmDialog
          isOpen={confirming}
          onCancel={() => setConfirming(false)}
          title={`Delete ${metric.name}?`}
          message="The metric and the values recorded for it are removed from the brand's reports."
          confirmLabel="Delete metric"
          pendingLabel="Deleting"
          tone="critical"
          onConfirm={async () => {
            await remove.trigger({ params: { id: metric.id } });
            onClose();
          }}
        />
      )}
    </>
  );
}
