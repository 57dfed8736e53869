/** The namespaces the communication screens read: theirs, the status and role names, the shared ones. */
export const COMMUNICATION_NAMESPACES = ['communication', 'artisan-list', 'account', 'common'] as const;
