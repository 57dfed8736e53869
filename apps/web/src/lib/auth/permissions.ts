/**
 * The permission table of libs/domain (SPEC.md section 6), imported file by file so the bundle
 * takes these few functions and not the domain's catalogues.
 */
export { can, homeRouteFor, loginRouteFor, menuFor, rolesAllowedTo } from '@artisans/domain/permissions';
export type { Action, MenuItem } from '@artisans/domain/permissions';
export { isRole, ROLE_NAMES, ROLES, STAFF_ROLES } from '@artisans/domain/roles';
export type { Role, StaffRole } from '@artisans/domain/roles';
