/** Morning before 12:00, afternoon before 18:00, otherwise evening (spec 1, top). */
export type DayPart = 'morning' | 'afternoon' | 'evening';

export const dayPart = (date: Date): DayPart => {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
};

export const initials = (firstName: string | undefined, lastName: string | undefined): string =>
  `${firstName?.trim().charAt(0) ?? ''}${lastName?.trim().charAt(0) ?? ''}`.toUpperCase();
