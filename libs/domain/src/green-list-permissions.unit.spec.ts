import {
  greenListAccess,
  mayOpenGreenList,
  mayReadGreenList,
  mayTakeGreenListStep,
  type GreenListActor,
} from './green-list-permissions';
import { STAFF_ROLES, type Role } from './roles';

const ARTISAN = 'artisan-1';
const actor = (role: Role, changesArtisan = true, accountId: string = role): GreenListActor => ({
  accountId,
  role,
  changesArtisan,
});
const self = actor('ROLE_ARTISAN', false, ARTISAN);
const otherArtisan = actor('ROLE_ARTISAN', false, 'artisan-2');
const FOUNDATION: Role[] = ['ROLE_ADMIN', 'ROLE_EXECUTIVE_COMMITTEE'];

describe('Green List permissions', () => {
  it('lets the artisan read its own Green List only', () => {
    expect(mayReadGreenList(self, ARTISAN)).toBe(true);
    expect(mayReadGreenList(otherArtisan, ARTISAN)).toBe(false);
  });

  it("lets staff read it when they may change the artisan (their country's, or the foundation)", () => {
    for (const role of STAFF_ROLES) {
      expect(mayReadGreenList(actor(role), ARTISAN)).toBe(true);
      expect(mayReadGreenList(actor(role, false), ARTISAN)).toBe(false);
    }
  });

  it('lets only the artisan answer and send; only the foundation review', () => {
    expect(mayTakeGreenListStep(self, ARTISAN, 'RECORD_ANSWERS')).toBe(true);
    expect(mayTakeGreenListStep(self, ARTISAN, 'SUBMIT')).toBe(true);
    expect(mayTakeGreenListStep(self, ARTISAN, 'START_REVIEW')).toBe(false);
    for (const role of STAFF_ROLES) {
      expect(mayTakeGreenListStep(actor(role), ARTISAN, 'RECORD_ANSWERS')).toBe(false);
      for (const step of ['START_REVIEW', 'ASK_FOR_INFORMATION', 'COMPLETE'] as const)
        expect({ role, step, may: mayTakeGreenListStep(actor(role), ARTISAN, step) }).toEqual({
          role,
          step,
          may: FOUNDATION.includes(role),
        });
    }
  });

  it('lets the artisan and the foundation open a Green List', () => {
    expect(mayOpenGreenList(self, ARTISAN)).toBe(true);
    expect(mayOpenGreenList(otherArtisan, ARTISAN)).toBe(false);
    expect(STAFF_ROLES.filter((role) => mayOpenGreenList(actor(role), ARTISAN))).toEqual(FOUNDATION);
  });

  it('offers what the actor may do now', () => {
    expect(greenListAccess(self, ARTISAN, 'IN PROGRESS')).toEqual({
      editable: true,
      allowedActions: ['RECORD_ANSWERS', 'SUBMIT'],
    });
    expect(greenListAccess(self, ARTISAN, 'SUBMITTED')).toEqual({ editable: false, allowedActions: [] });
    expect(greenListAccess(actor('ROLE_ADMIN'), ARTISAN, 'IN REVIEWAL')).toEqual({
      editable: false,
      allowedActions: ['ASK_FOR_INFORMATION', 'COMPLETE'],
    });
    expect(greenListAccess(actor('ROLE_NETWORK_MEMBER'), ARTISAN, 'SUBMITTED').allowedActions).toEqual([]);
  });
});
