import { useUpdateBrandBudget } from '@airtime/api-client';
import { Card, NumberField } from '@airtime/design-system';
import type { Brand } from '@airtime/domain';
import { useState } from 'react';
import { useMayWrite } from '../../../app/useMayWrite.ts';
import { FormActions } from '../../../features/forms/FormActions.tsx';
import { fieldErrorProps } from '../../../features/forms/formErrors.ts';
import { SaveForm } from '../SaveForm.tsx';
import { useSaveForm } from '../useSaveForm.ts';

const MAX_BUDGET = 100_000_000_000;

/** A brand's yearly sponsorship budget (view_brands.revenue); empty clears it. Read Only users read it. */
export function BrandBudgetForm({ brand }: { readonly brand: Brand }) {
  const update = useUpdateBrandBudget();
  const mayWrite = useMayWrite();
  const [budget, setBudget] = useState<number>(brand.budget ?? Number.NaN);
  const form = useSaveForm(['budget'], {
    isPending: update.isMutating,
    validate: () =>
      !Number.isNaN(budget) && (budget < 0 || budget > MAX_BUDGET)
        ? { budget: 'Enter an amount between $0 and $100,000,000,000.' }
        : {},
    save: async () => {
      await update.trigger({
        params: { id: brand.id },
        body: { budget: Number.isNaN(budget) ? null : Math.round(budget) },
      });
    },
  });

  return (
    <Card
      title="Budget"
      description="What the brand plans to spend on sponsorships this year."
      headingLevel={2}
    >
      <SaveForm label="Brand budget" errorTitle="The budget was not saved." form={form}>
        <NumberField
          label="Yearly budget"
          value={budget}
          onChange={(value) => {
            setBudget(value);
            form.edited('budget');
          }}
          minValue={0}
          isReadOnly={!mayWrite}
          formatOptions={{ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }}
          description="Leave it empty when the brand has no budget set."
          hideSteppers
          {...fieldErrorProps(form.errors.fields.budget)}
        />
        {mayWrite && (
          <FormActions
            submitLabel="Save budget"
            isPending={update.isMutating}
            status={form.saved ? 'Budget saved.' : ''}
          />
        )}
      </SaveForm>
    </Card>
  );
}
