import { sql } from 'kysely';
import { readModel } from '../../infrastructure/projections/projection';
import type { StaffAccountEvent } from '../domain/staff-account.decider';

/** The back-office accounts as the guard, the login and the user list read them. */
export const staffAccountsProjection = readModel<StaffAccountEvent>({
  name: 'staff-accounts',
  tables: ['staff_accounts'],
  types: [
    'StaffAccountCreated',
    'StaffAccountUpdated',
    'StaffAccountDeleted',
    'StaffAccountArtisansReassigned',
    'StaffHelpDismissed',
    'StaffPasswordChanged',
  ],
  async applyEvent(event, trx) {
    const at = new Date(event.metadata.occurredAt);
    switch (event.type) {
      case 'StaffAccountCreated': {
        const { accountId, role, countries, organizationId, isActive, language } = event.data;
        await trx
          .insertInto('staff_accounts')
          .values({
            id: accountId,
            role,
            countries,
            organization_id: organizationId,
            is_active: isActive,
            language,
            created_at: at,
            updated_at: at,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        break;
      }
      case 'StaffAccountUpdated': {
        const { accountId, role, countries, organizationId, isActive, language } = event.data;
        await trx
          .updateTable('staff_accounts')
          .set({
            updated_at: at,
            ...(role !== undefined && { role }),
            ...(countries !== undefined && { countries }),
            ...(organizationId !== undefined && { organization_id: organizationId }),
            ...(isActive !== undefined && { is_active: isActive }),
            // A deactivation ends every session opened before it, for good: reactivating the
            // account does not bring them back.
            ...(isActive === false && { sessions_ended_at: at }),
            ...(language !== undefined && { language }),
          })
          .where('id', '=', accountId)
          .execute();
        break;
      }
      case 'StaffPasswordChanged':
      case 'StaffAccountArtisansReassigned':
        await trx
          .updateTable('staff_accounts')
          .set({ updated_at: at })
          .where('id', '=', event.data.accountId)
          .execute();
        break;
      case 'StaffHelpDismissed': {
        // The flags of the session claims (SPEC.md section 3): a dismissed item stays dismissed.
        const { accountId, item } = event.data;
        await trx
          .updateTable('staff_accounts')
          .set(
            item === 'mainVideo'
              ? { main_video: true }
              : { tutorials: sql`tutorials || ${JSON.stringify({ [item]: true })}::jsonb` },
          )
          .where('id', '=', accountId)
          .execute();
        break;
      }
      case 'StaffAccountDeleted':
        await trx.deleteFrom('staff_accounts').where('id', '=', event.data.accountId).execute();
        break;
      default:
        break; // events of other streams
    }
  },
});
