import {
  useCreateBrandMetricType,
  useDeleteBrandMetricType,
  useUpdateBrandMetricType,
} from '@airtime/api-client';
import { Select, SelectItem, TextField } from '@airtime/design-system';
import type { BrandCustomMetricType, CustomMetricFormat } from '@airtime/domain';
import { useState } from 'react';
import { fieldErrorProps } from '../../../features/forms/formErrors.ts';
import { useFormErrors } from '../../../features/forms/useFormErrors.ts';
import { RecordDialog } from './RecordDialog.tsx';

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
    <RecordDialog
      record={metric}
      noun="metric"
      addTitle="Add a custom metric"
      deleteMessage="The metric and the values recorded for it are removed from the brand's reports."
      onDelete={(existing) => remove.trigger({ params: { id: existing.id } })}
      onClose={onClose}
      onSubmit={() => void save()}
      isPending={create.isMutating || update.isMutating}
      formError={errors.form}
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
    </RecordDialog>
  );
}
