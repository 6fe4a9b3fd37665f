import { useSelectedBrand } from '@airtime/api-client';
import { LazySelect, toast } from '@airtime/design-system';
import * as styles from '../shell/shell.css.ts';

/** The brand app's choice of brand (spec §4): the session stores it and the content restarts. */
export function BrandPicker() {
  const { items, selected, select, isLoading, isSelecting } = useSelectedBrand();
  return (
    <LazySelect
      label="Brand"
      isLabelHidden
      size="sm"
      items={items}
      value={selected?.id ?? null}
      optionText={(brand) => brand.name}
      onChange={(key) => {
        const id = Number(key);
        if (key === null || id === selected?.id) return;
        select(id).catch((error: Error) =>
          toast.error('The brand could not be selected.', { description: error.message }),
        );
      }}
      isLoading={isLoading || isSelecting}
      emptyText="No brands"
      className={styles.picker}
    />
  );
}
