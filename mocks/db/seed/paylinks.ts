import type { Seeder } from './context';

/** Seed data of this area (none yet). */
export const seedPaylinks: Seeder = () => undefined;
