import type { Seeder } from './context';

/** Seed data of this area (none yet). */
export const seedCompanySetup: Seeder = () => undefined;
