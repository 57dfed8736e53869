/**
 * The permission table of libs/domain (SPEC.md section 6), imported file by file so the bundle
 * takes these few functions and not the domain's catalogues.
 */
export { can, homeRouteFor, loginRouteFor, menuFor, rolesAllowedTo } from '@artisans/domain/src/permissions';
export type { Action, MenuItem } from '@artisans/domain/src/permissions';
export { isRole, ROLE_NAMES, ROLES, STAFF_ROLES } from '@artisans/domain/src/roles';
export type { Role, StaffRole } from '@artisans/domain/src/roles';
