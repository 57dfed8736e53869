import type { Migration } from 'kysely';
import * as eventStore from './0001-event-store';
import * as referenceData from './0002-reference-data';
import * as statisticsActivity from './0003-statistics-activity';
import * as accounts from './0004-accounts';
import * as artisanAccounts from './0005-artisan-accounts';
import * as staffAccounts from './0006-staff-accounts';
import * as artisanList from './0007a-artisan-list';
import * as artisanListCounts from './0007b-artisan-list-counts';
import * as artisanListCoveringIndexes from './0007c-artisan-list-covering-indexes';
import * as artisanListSearchKey from './0007d-artisan-list-search-key';
import * as subjectKeys from './0008-subject-keys';
import * as artisanListHasAccount from './0009-artisan-list-has-account';
import * as staffSessionsEndedAt from './0010-staff-sessions-ended-at';
import * as organizationLog from './0011-organization-log';
import * as checkpointEventStore from './0013-checkpoint-event-store';
import * as greenLists from './0015-green-lists';
import * as campaigns from './0016-campaigns';
import * as greenListTexts from './0017-green-list-texts';
import * as helpContent from './0020-help-content';
import * as statisticsFacts from './0012-statistics-facts';
import * as statisticsEvaluationSteps from './0014-statistics-evaluation-steps';

/**
 * Every migration, in order. Migrations are modules compiled with the app (no file scanning),
 * so the built app carries them. Never edit one that has shipped: add a new one. Kysely runs them in
 * the order of their names, so a new one takes the next unused number (a letter after a number,
 * 0007a to 0007d, keeps older ones apart that once shared it: see RENAMED_MIGRATIONS).
 */
export const migrations: Record<string, Migration> = {
  '0001-event-store': eventStore,
  '0002-reference-data': referenceData,
  '0003-statistics-activity': statisticsActivity,
  '0004-accounts': accounts,
  '0005-artisan-accounts': artisanAccounts,
  '0006-staff-accounts': staffAccounts,
  '0007a-artisan-list': artisanList,
  '0007b-artisan-list-counts': artisanListCounts,
  '0007c-artisan-list-covering-indexes': artisanListCoveringIndexes,
  '0007d-artisan-list-search-key': artisanListSearchKey,
  '0008-subject-keys': subjectKeys,
  '0009-artisan-list-has-account': artisanListHasAccount,
  '0010-staff-sessions-ended-at': staffSessionsEndedAt,
  '0011-organization-log': organizationLog,
  '0013-checkpoint-event-store': checkpointEventStore,
  '0012-statistics-facts': statisticsFacts,
  '0014-statistics-evaluation-steps': statisticsEvaluationSteps,
  '0015-green-lists': greenLists,
  '0016-campaigns': campaigns,
  '0017-green-list-texts': greenListTexts,
  '0020-help-content': helpContent,
};
