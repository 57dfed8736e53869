import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ARTISAN_SCOPE, DomainError, MESSAGES, type StaffRole } from '@artisans/domain';
import { AppError } from '../../infrastructure/http/problem.filter';
import type { Session } from '../auth/session';
import { StaffDirectory, type PersonItem } from './staff-directory';
import { queryWith } from '../../infrastructure/commands/messages';

/**
 * GET /api/people: the active ambassadors, network members and artisan hunters of the caller's
 * scope, or (the foundation only) of another account's scope (`user`).
 */
export class ListPeople extends queryWith<
  { session: Session; user: string | undefined; roles: StaffRole[] },
  PersonItem[]
>() {}

@QueryHandler(ListPeople)
export class ListPeopleHandler implements IQueryHandler<ListPeople> {
  constructor(private readonly directory: StaffDirectory) {}

  async execute({ session, user, roles }: ListPeople): Promise<PersonItem[]> {
    const foundation = ARTISAN_SCOPE[session.role] === 'all';
    let scope: { role: StaffRole; countries: number[] } = {
      role: session.role as StaffRole,
      countries: session.countries,
    };
    if (user !== undefined && user !== session.accountId) {
      if (!foundation) throw new DomainError('forbidden', MESSAGES.forbidden, 'forbidden');
      const other = await this.directory.scopeOf(user);
      if (!other) throw new AppError(400, 'user names no account.', 'invalid-input');
      scope = other;
    }
    return this.directory.people(scope, roles);
  }
}
