import type { UserProfile } from '../model/UserProfile.ts';
import { AGENCY_MENU_ITEMS, type AgencyMenuItem } from './agencyMenu.ts';
import { hasPermission } from './hasPermission.ts';
import { isProspectingFeatureOn } from './isProspectingFeatureOn.ts';

/** The agency menu items the user sees, in display order. */
export function getAgencyMenu(
  profile: Pick<UserProfile, 'roles' | 'permissions'>,
): readonly AgencyMenuItem[] {
  const items: readonly AgencyMenuItem[] = AGENCY_MENU_ITEMS;
  const prospectingFeatureOn = isProspectingFeatureOn(profile);
  return items.filter(
    (item) =>
      (item.permission === undefined || hasPermission(profile, item.permission)) &&
      !(item.hiddenWhenProspectingFeature === true && prospectingFeatureOn),
  );
}
