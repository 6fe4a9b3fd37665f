import { useBrandCompetitors, useUpdateBrandCompetitors } from '@airtime/api-client';
import {
  Card,
  ErrorState,
  NumberField,
  Skeleton,
  Tag,
  TagGroup,
  text,
} from '@airtime/design-system';
import {
  type Brand,
  type BrandCompetitors,
  DEFAULT_CONFLICT_WINDOW_DAYS,
  MAX_CONFLICT_WINDOW_DAYS,
} from '@airtime/domain';
import { useState } from 'react';
import { useMayWrite } from '../../../app/useMayWrite.ts';
import { FormActions } from '../../../features/forms/FormActions.tsx';
import { fieldErrorProps } from '../../../features/forms/formErrors.ts';
import { BrandPicker, type Named } from '../../../features/records/NamePicker.tsx';
import { SaveForm } from '../SaveForm.tsx';
import { useSaveForm } from '../useSaveForm.ts';

const DESCRIPTION =
  'Booking a creator within this many days of their event for a competitor (a brand of the same industry, or one listed here) asks before it goes on.';

/**
 * The brand's booking conflict setting (issue 23): the brands it competes with and the window in
 * days. Agency staff change it; Read Only users read it.
 */
export function BrandCompetitorsForm({ brand }: { readonly brand: Brand }) {
  const setting = useBrandCompetitors(brand.id);
  return (
    <Card title="Competitors" description={DESCRIPTION} headingLevel={2}>
      {setting.error !== undefined ? (
        <ErrorState
          headingLevel={3}
          title="The competitors could not be loaded."
          description={setting.error.message}
          action={{ label: 'Try again', onPress: () => void setting.mutate() }}
        />
      ) : setting.data === undefined ? (
        <Skeleton shape="rect" height={160} label="Loading the brand's competitors" />
      ) : (
        <CompetitorsFields brand={brand} setting={setting.data} />
      )}
    </Card>
  );
}

function CompetitorsFields({
  brand,
  setting,
}: {
  readonly brand: Brand;
  readonly setting: BrandCompetitors;
}) {
  const update = useUpdateBrandCompetitors();
  const mayWrite = useMayWrite();
  const [competitors, setCompetitors] = useState<readonly Named[]>(
    (setting.competitors ?? []).map(({ id, name }) => ({ id, name })),
  );
  const [windowDays, setWindowDays] = useState<number>(setting.window_days);
  // A fresh picker after each choice: it starts empty again.
  const [pickerKey, setPickerKey] = useState(0);
  const form = useSaveForm(['competitor_brand_ids', 'window_days'], {
    isPending: update.isMutating,
    validate: () =>
      Number.isNaN(windowDays) || windowDays < 0 || windowDays > MAX_CONFLICT_WINDOW_DAYS
        ? { window_days: `Enter a number of days from 0 to ${MAX_CONFLICT_WINDOW_DAYS}.` }
        : {},
    save: async () => {
      await update.trigger({
        params: { id: brand.id },
        body: {
          competitor_brand_ids: competitors.map((competitor) => competitor.id),
          window_days: Math.round(windowDays),
        },
      });
    },
  });

  return (
    <SaveForm label="Brand competitors" errorTitle="The competitors were not saved." form={form}>
      <TagGroup
        label="Competing brands"
        items={competitors}
        size="sm"
        emptyLabel="None listed: only brands of the same industry count."
        {...(mayWrite
          ? {
              onRemove: (keys: Set<number | string>) => {
                setCompetitors(competitors.filter((competitor) => !keys.has(competitor.id)));
                form.edited('competitor_brand_ids');
              },
            }
          : {})}
        errorMessage={form.errors.fields.competitor_brand_ids}
      >
        {(competitor) => <Tag id={competitor.id}>{competitor.name}</Tag>}
      </TagGroup>
      {mayWrite && (
        <BrandPicker
          key={pickerKey}
          label="Add a competitor"
          value={null}
          onChange={(picked) => {
            if (picked === null) return;
            if (picked.id !== brand.id && !competitors.some((c) => c.id === picked.id))
              setCompetitors([...competitors, picked]);
            setPickerKey((key) => key + 1);
            form.edited('competitor_brand_ids');
          }}
        />
      )}
      <NumberField
        label="Conflict window (days)"
        value={windowDays}
        onChange={(value) => {
          setWindowDays(value);
          form.edited('window_days');
        }}
        minValue={0}
        maxValue={MAX_CONFLICT_WINDOW_DAYS}
        isReadOnly={!mayWrite}
        description={`Days either side of a booking; ${DEFAULT_CONFLICT_WINDOW_DAYS} unless set.`}
        {...fieldErrorProps(form.errors.fields.window_days)}
      />
      {!mayWrite && competitors.length === 0 && (
        <p className={text({ tone: 'subtle' })}>No competitors listed.</p>
      )}
      {mayWrite && (
        <FormActions
          submitLabel="Save competitors"
          isPending={update.isMutating}
          status={form.saved ? 'Competitors saved.' : ''}
        />
      )}
    </SaveForm>
  );
}
