// Fixed dictionary lists: the same in every seed, so ids stay stable across resets.

export const COUNTRIES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
  ['AU', 'Australia'],
  ['NZ', 'New Zealand'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['ES', 'Spain'],
  ['IT', 'Italy'],
  ['NL', 'Netherlands'],
  ['SE', 'Sweden'],
  ['NO', 'Norway'],
  ['DK', 'Denmark'],
  ['BR', 'Brazil'],
  ['MX', 'Mexico'],
  ['AR', 'Argentina'],
  ['IN', 'India'],
  ['JP', 'Japan'],
  ['KR', 'South Korea'],
  ['SG', 'Singapore'],
  ['ZA', 'South Africa'],
  ['NG', 'Nigeria'],
  ['PH', 'Philippines'],
];

export const CATEGORIES: readonly string[] = [
  'Comedy',
  'News & Politics',
  'True Crime',
  'Technology',
  'Business',
  'Health & Fitness',
  'Gaming',
  'Education',
  'Science',
  'Sports',
  'Food & Drink',
  'Travel',
  'Music',
  'Parenting',
  'Personal Finance',
  'Beauty & Style',
  'History',
  'Society & Culture',
];

export const INDUSTRIES: readonly string[] = [
  'Consumer Tech',
  'Software & SaaS',
  'Direct-to-Consumer',
  'Food & Beverage',
  'Health & Wellness',
  'Financial Services',
  'Travel & Hospitality',
  'Education',
  'Entertainment & Media',
  'Home & Garden',
  'Fashion & Apparel',
  'Automotive',
  'Gaming',
  'Retail',
  'Telecommunications',
];

export const LANGUAGES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['en', 'English'],
  ['es', 'Spanish'],
  ['pt', 'Portuguese'],
  ['fr', 'French'],
  ['de', 'German'],
  ['it', 'Italian'],
  ['nl', 'Dutch'],
  ['sv', 'Swedish'],
  ['ja', 'Japanese'],
  ['ko', 'Korean'],
  ['hi', 'Hindi'],
  ['ar', 'Arabic'],
];

export const TAG_LABELS: readonly string[] = [
  'Q1 push',
  'Q2 push',
  'Q3 push',
  'Q4 push',
  'holiday',
  'back to school',
  'launch',
  'evergreen',
  'needs script',
  'script late',
  'pixel issue',
  'promo code',
  'affiliate',
  'make-good',
  'rush',
  'VIP creator',
  'first booking',
  'renewal',
  'upsell',
  'brand safety',
  'needs approval',
  'legal review',
  'invoice hold',
  'shipping delay',
  'talking points',
  'host read',
  'pre-roll',
  'mid-roll',
  'post-roll',
  'dedicated video',
  'integration',
  'bundle',
  'test',
  'scale up',
  'at risk',
  'top performer',
];

/** Reaction emoji, most used first. */
export const REACTION_EMOJI: readonly string[] = ['👍', '🎉', '🙏', '👀', '❤️', '😂', '✅', '🔥'];

/** Brand integration services (Integration.provider) and their names. */
export const INTEGRATION_PROVIDERS: ReadonlyArray<readonly [provider: string, name: string]> = [
  ['shopify', 'Shopify'],
  ['impact', 'Impact'],
  ['google_analytics', 'Google Analytics'],
  ['appsflyer', 'AppsFlyer'],
  ['rakuten', 'Rakuten Advertising'],
  ['partnerize', 'Partnerize'],
];

/** Custom metric names a brand may track. */
export const CUSTOM_METRIC_NAMES: ReadonlyArray<
  readonly [name: string, format: 'number' | 'currency' | 'percent']
> = [
  ['Trials started', 'number'],
  ['App installs', 'number'],
  ['First orders', 'number'],
  ['Revenue per visit', 'currency'],
  ['Average order value', 'currency'],
  ['Conversion rate', 'percent'],
  ['Survey lift', 'percent'],
];
