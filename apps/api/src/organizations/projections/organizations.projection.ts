import { sql } from 'kysely';
import { readModel } from '../../infrastructure/projections/projection';
import type { OrganizationEvent } from '../domain/organization.decider';

/**
 * The organisations as the lists, pickers and filters read them (table `organizations`).
 * Not emptied before a rebuild: organisations seeded before they had a log have rows and no
 * events, and each event sets whole values by id, so replaying the log over the rows ends where
 * the log ends.
 */
export const organizationsProjection = readModel<OrganizationEvent>({
  name: 'organizations',
  tables: [],
  types: ['OrganizationCreated', 'OrganizationRecorded', 'OrganizationUpdated'],
  async applyEvent(event, trx) {
    switch (event.type) {
      case 'OrganizationCreated':
      case 'OrganizationRecorded': {
        const { organizationId, name, countries } = event.data;
        await trx
          .insertInto('organizations')
          .values({ id: organizationId, name, countries })
          .onConflict((oc) => oc.column('id').doUpdateSet({ name, countries }))
          .execute();
        // A log replayed into a fresh database leaves the id sequence past every id it names.
        await sql`
          SELECT setval(pg_get_serial_sequence('organizations', 'id'),
                        GREATEST(${organizationId}, (SELECT last_value FROM organizations_id_seq)))
        `.execute(trx);
        break;
      }
      case 'OrganizationUpdated': {
        const { organizationId, name, countries } = event.data;
        await trx
          .updateTable('organizations')
          .set({
            ...(name !== undefined && { name }),
            ...(countries !== undefined && { countries }),
          })
          .where('id', '=', organizationId)
          .execute();
        break;
      }
      default:
        break; // events of other streams
    }
  },
});
