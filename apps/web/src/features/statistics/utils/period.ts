/** The periods the screen offers (issue 16). */
export const PERIOD_CHOICES = ['beginning', 'thisYear', 'last12Months', 'custom'] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

/** Days yyyy-mm-dd (UTC, both included); `from` undefined: from the beginning. */
export type Period = { from?: string; to: string };

export type PeriodProblem = 'dateFormat' | 'periodOrder' | 'future';

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The period a preset means on `today` (a UTC day yyyy-mm-dd). */
export function presetPeriod(choice: Exclude<PeriodChoice, 'custom'>, today: string): Period {
  switch (choice) {
    case 'beginning':
      return { to: today };
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'last12Months': {
      // Twelve whole months ending today: from the day after this day a year ago.
      const [year, month, day] = today.split('-').map(Number) as [number, number, number];
      const yearAgo = new Date(Date.UTC(year - 1, month - 1, day));
      // 29 February a year ago does not exist: Date rolls it to 1 March, which is already the day after.
      if (yearAgo.getUTCDate() !== day) return { from: dayOf(yearAgo), to: today };
      return { from: dayOf(new Date(yearAgo.getTime() + 86_400_000)), to: today };
    }
  }
}

/**
 * The two day fields of a chosen period (yyyy-mm-dd, from the calendars): no first day is the
 * beginning, no last day is today. Problems name the field.
 */
export function chosenPeriod(
  from: string | undefined,
  to: string | undefined,
  today: string,
):
  | { period: Period; problems?: undefined }
  | { period?: undefined; problems: Partial<Record<'from' | 'to', PeriodProblem>> } {
  const last = to ?? today;
  const problems: Partial<Record<'from' | 'to', PeriodProblem>> = {};
  if (last > today) problems.to = 'future';
  if (from && from > last) problems.from = 'periodOrder';
  if (Object.keys(problems).length > 0) return { problems };
  return { period: { from, to: last } };
}

export const todayUtc = (now = new Date()) => dayOf(now);
