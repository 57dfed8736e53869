/** The namespaces the back-office screens read: theirs, the role and title names, the shared ones. */
export const MANAGEMENT_NAMESPACES = ['management', 'account', 'common'] as const;
