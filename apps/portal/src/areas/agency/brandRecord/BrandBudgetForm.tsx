import { useUpdateBrandBudget } from '@airtime/api-client';
import { Card, NumberField, Stack } from '@airtime/design-system';
import type { Brand } from '@airtime/domain';
import { type FormEvent, useState } from 'react';
import { FormActions } from '../../../features/forms/FormActions.tsx';
import { FormErrorBanner } from '../../../features/forms/FormErrorBanner.tsx';
import { fieldErrorProps } from '../../../features/forms/formErrors.ts';
import { useFormErrors } from '../../../features/forms/useFormErrors.ts';
import { formWidth } from '../agency.css.ts';

const MAX_BUDGET = 100_000_000_000;

/** A brand's yearly sponsorship budget (view_brands.revenue); empty clears it. */
export function BrandBudgetForm({ brand }: { readonly brand: Brand }) {
  const update = useUpdateBrandBudget();
  const [budget, setBudget] = useState<number>(brand.budget ?? Number.NaN);
  const { errors, check, refuse, clear } = useFormErrors(['budget']);
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isMutating) return;
    const isOutOfRange = !Number.isNaN(budget) && (budget < 0 || budget > MAX_BUDGET);
    if (!check(isOutOfRange ? { budget: 'Enter an amount between $0 and $100,000,000,000.' } : {}))
      return;
    try {
      await update.trigger({
        params: { id: brand.id },
        body: { budget: Number.isNaN(budget) ? null : Math.round(budget) },
      });
      setSaved(true);
    } catch (error) {
      refuse(error);
    }
  }

  return (
    <Card
      title="Budget"
      description="What the brand plans to spend on sponsorships this year."
      headingLevel={2}
    >
      <Stack as="form" className={formWidth} onSubmit={submit} noValidate aria-label="Brand budget">
        <FormErrorBanner title="The budget was not saved." message={errors.form} />
        <NumberField
          label="Yearly budget"
          value={budget}
          onChange={(value) => {
            setBudget(value);
            setSaved(false);
            clear('budget');
          }}
          minValue={0}
          formatOptions={{ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }}
          description="Leave it empty when the brand has no budget set."
          hideSteppers
          {...fieldErrorProps(errors.fields.budget)}
        />
        <FormActions
          submitLabel="Save budget"
          isPending={update.isMutating}
          status={saved ? 'Budget saved.' : ''}
        />
      </Stack>
    </Card>
  );
}
