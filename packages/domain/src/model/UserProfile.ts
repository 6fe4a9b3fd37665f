/**
 * The signed-in user's profile (spec §3), as the API returns it.
 *
 * While impersonating, the API answers as the impersonated user (the `x-impersonate-token` header
 * switches the acting user), so `firstname` and `lastname` already name the person the banner's
 * 'You are currently impersonating {name}' refers to: no separate field is needed.
 */
export interface UserProfile {
  readonly id: number;
  readonly firstname: string;
  readonly lastname: string;
  /** Image URL, or null when the user has none. */
  readonly avatar: string | null;
  readonly email: string;
  /** 'ops' is agency staff, 'brand' a brand user; any other value is a creator. */
  readonly business_role: string;
  /** Named roles; the server may send roles this app does not know. */
  readonly roles: readonly string[];
  /** Permission names; the server may send permissions this app does not know. */
  readonly permissions: readonly string[];
  /**
   * The permissions given to the user directly, which the user editor changes; `permissions` adds
   * those the user's roles grant. Absent from a server that does not tell them apart.
   */
  readonly own_permissions?: readonly string[];
  readonly unread_notifications_count: number;
  /** Count shown on the agency header's IOs badge. */
  readonly ios_count: number;
  readonly can_impersonate: boolean;
  readonly is_impersonating: boolean;
}
