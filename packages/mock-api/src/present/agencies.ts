import type { Agency } from '@airtime/domain';
import type { Store } from '../store/createStore.ts';
import { subjectKey } from '../store/subjectKey.ts';
import { presentAssignee } from './assignees.ts';

/** An agency with its rep (the tcp_rep assignee) and, for the detail call, its brands. */
export function presentAgency(store: Store, agency: Agency, detail = false): Agency {
  const repRow = store.assignees
    .lookup('subject', subjectKey('agency', agency.id))
    .find((row) => row.type === 'tcp_rep');
  const rep = repRow === undefined ? null : presentAssignee(store, repRow);
  const brands = detail
    ? store.brandAgencies
        .lookup('agency_id', agency.id)
        .map((link) => store.brands.get(link.brand_id))
        .filter((brand) => brand !== undefined)
    : undefined;
  return {
    ...agency,
    ...(rep === null ? {} : { rep }),
    ...(brands === undefined ? {} : { brands }),
  };
}
