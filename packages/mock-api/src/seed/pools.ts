import { faker } from '@faker-js/faker/locale/en';

/** Word and name lists drawn once from faker, so records pick from them cheaply. */
export interface Pools {
  readonly firstNames: readonly string[];
  readonly lastNames: readonly string[];
  readonly companyNames: readonly string[];
  readonly adjectives: readonly string[];
  readonly nouns: readonly string[];
  readonly productNames: readonly string[];
  readonly cities: readonly string[];
  readonly jobTitles: readonly string[];
  readonly catchPhrases: readonly string[];
}

function draw(count: number, make: () => string): string[] {
  const seen = new Set<string>();
  // Bounded: faker's lists are finite, so stop trying once duplicates dominate.
  for (let attempt = 0; seen.size < count && attempt < count * 4; attempt += 1) {
    const value = make().trim();
    if (value.length > 0) seen.add(value);
  }
  return [...seen];
}

/** Fills the pools from faker seeded with `seed`: the same seed gives the same pools. */
export function createPools(seed: number): Pools {
  faker.seed(seed);
  return {
    firstNames: draw(300, () => faker.person.firstName()),
    lastNames: draw(400, () => faker.person.lastName()),
    companyNames: draw(400, () => faker.company.name()),
    adjectives: draw(200, () => faker.word.adjective()),
    nouns: draw(300, () => faker.word.noun()),
    productNames: draw(150, () => faker.commerce.productName()),
    cities: draw(120, () => faker.location.city()),
    jobTitles: draw(60, () => faker.person.jobTitle()),
    catchPhrases: draw(120, () => faker.company.catchPhrase()),
  };
}
