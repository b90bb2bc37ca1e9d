import { Faker, de, en } from '@faker-js/faker';
import type { Scenario } from '../../scenarios';
import type { Db } from '../schema';
import { SEED, SEED_NOW } from './reference-time';

export { SEED, SEED_NOW } from './reference-time';

/** Everything a seeder needs: a deterministic faker, the scenario and a fixed "now". */
export type SeedContext = {
  faker: Faker;
  scenario: Scenario;
  /** The seed's fixed reference time, so the same scenario always gives the same data. */
  now: Date;
  /** A new id from the database's running number. */
  id: () => string;
  /** An ISO date-time `daysAgo` days before now, at a random time of that day. */
  daysAgo: (days: number) => string;
};

export type Seeder = (db: Db, context: SeedContext) => void;

export const createSeedContext = (db: Db, scenario: Scenario): SeedContext => {
  const faker = new Faker({ locale: [de, en] });
  faker.seed(SEED);
  return {
    faker,
    scenario,
    now: SEED_NOW,
    id: () => {
      db.sequence += 1;
      return `00000000-0000-4000-8000-${db.sequence.toString(16).padStart(12, '0')}`;
    },
    daysAgo: (days) => {
      const time = SEED_NOW.getTime() - days * 86_400_000 - faker.number.int({ min: 0, max: 8 * 3_600_000 });
      return new Date(time).toISOString();
    },
  };
};
