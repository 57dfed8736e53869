import { sql, type UpdateObject } from 'kysely';
import type { Database } from '../../infrastructure/database/schema';
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
    const update = (accountId: string, columns: UpdateObject<Database, 'staff_accounts'>) =>
      trx.updateTable('staff_accounts').set(columns).where('id', '=', accountId).execute();
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
        await update(accountId, {
          updated_at: at,
          ...(role !== undefined && { role }),
          ...(countries !== undefined && { countries }),
          ...(organizationId !== undefined && { organization_id: organizationId }),
          ...(isActive !== undefined && { is_active: isActive }),
          // A deactivation ends every session opened before it, for good: reactivating the
          // account does not bring them back.
          ...(isActive === false && { sessions_ended_at: at }),
          ...(language !== undefined && { language }),
        });
        break;
      }
      case 'StaffPasswordChanged':
      case 'StaffAccountArtisansReassigned':
        await update(event.data.accountId, { updated_at: at });
        break;
      case 'StaffHelpDismissed': {
        // The flags of the session claims (SPEC.md section 3): a dismissed item stays dismissed.
        const { accountId, item } = event.data;
        await update(
          accountId,
          item === 'mainVideo'
            ? { main_video: true }
            : { tutorials: sql`tutorials || ${JSON.stringify({ [item]: true })}::jsonb` },
        );
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
