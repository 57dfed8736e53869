import type { Role } from '@artisans/domain';

/** Every role but the foundation's (admin and executive committee): those a foundation-only call refuses. */
export const OUTSIDE_THE_FOUNDATION = [
  'ROLE_NETWORK_MEMBER',
  'ROLE_AMBASSADOR',
  'ROLE_ARTISAN_HUNTER',
  'ROLE_ARTISAN',
] as const satisfies readonly Role[];
