/**
 * The calendar day the backend measures "in the past" and "tomorrow" by: Germany's, where the
 * merchants and their banks are. A browser elsewhere (or in Germany's next day before midnight UTC)
 * would otherwise offer or send a start date the backend refuses as past.
 */
import dayjs from 'dayjs';

export const BUSINESS_TIME_ZONE = 'Europe/Berlin';

const germanDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Germany as YYYY-MM-DD. */
export const businessToday = (now: Date = new Date()): string => germanDay.format(now);

/** Today's day of the month in Germany (1-31). */
export const businessDayOfMonth = (now: Date = new Date()): number => Number(businessToday(now).slice(8, 10));

/** A number of days after today in Germany, as YYYY-MM-DD. */
export const businessDaysFromToday = (days: number, now: Date = new Date()): string =>
  dayjs(businessToday(now)).add(days, 'day').format('YYYY-MM-DD');

/** Today in Germany as a local Date at midnight, for the date pickers' minDate and day checks. */
export const businessTodayDate = (now: Date = new Date()): Date => dayjs(businessToday(now)).toDate();
