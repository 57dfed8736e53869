/** SPEC.md section 9: one cookie remembers the artisan intro popup. */
export const INTRO_COOKIE = 'artisanIntroSeen';

/** SPEC.md section 9: mobile is below 768px. */
export const SMALL_SCREEN = '(max-width: 47.99em)';
