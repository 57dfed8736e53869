import { DomainError, MESSAGES } from '@artisans/domain';
import { ARTISAN_MESSAGES } from './artisan-messages';
import {
  MAX_PICTURES,
  artisanDecider as decider,
  type ArtisanCommand,
  type ArtisanEvent,
  type ArtisanState,
} from './artisan.decider';
import type { ArtisanProfile } from './artisan-profile';
import { ARTISAN_ID, EXAMPLE_PROFILE, registration } from '../../../../../test-support/artisan-registration';
import { deciderSpec } from '../../../../../test-support/decider-spec';

const id = ARTISAN_ID;
const hunter = 'staff-hunter';
const profile = EXAMPLE_PROFILE;
const { command: registerByStaff, event: registered } = registration({
  source: 'staff',
  createdBy: hunter,
  language: 'it',
});
const passwordSet: ArtisanEvent = { type: 'ArtisanPasswordSet', data: { artisanId: id, via: 'invite' } };
const deleted: ArtisanEvent = { type: 'ArtisanAccountDeleted', data: { artisanId: id } };
const pictureAdded = (fileId: string): ArtisanEvent => ({
  type: 'ArtisanPictureAdded',
  data: { artisanId: id, fileId },
});
const documentAdded = (fileId: string): ArtisanEvent => ({
  type: 'ArtisanDocumentAdded',
  data: { artisanId: id, fileId },
});

const { given, when, refused } = deciderSpec(decider);
const accountOf = (state: ArtisanState) => {
  if (state.status !== 'registered') throw new Error(`not registered: ${state.status}`);
  return state.account;
};
const change = (
  changes: Partial<ArtisanProfile>,
  options: Partial<Extract<ArtisanCommand, { type: 'ChangeArtisanProfile' }>> = {},
): ArtisanCommand => ({
  type: 'ChangeArtisanProfile',
  artisanId: id,
  editor: 'staff',
  changes,
  personalFields: [],
  ...options,
});

describe('artisan decider: profile, pictures, PDF and deletion by staff', () => {
  describe('RegisterArtisan by staff', () => {
    it('records the whole profile, its id lists sorted and without repeats', () => {
      const command = {
        ...registerByStaff,
        profile: {
          ...profile,
          master: true,
          recommendations: [3, 1, 3],
          consideredAs: 'Master',
          confirmedFor: [9, 4],
          suggestedCountryIds: [380, 276, 380],
          selfAssessment: false,
        },
      } satisfies ArtisanCommand;
      const expected: ArtisanEvent = {
        type: 'ArtisanRegistered',
        data: {
          ...registered.data,
          master: true,
          recommendations: [1, 3],
          consideredAs: 'Master',
          confirmedFor: [4, 9],
          suggestedCountryIds: [276, 380],
          selfAssessment: false,
        } as Extract<ArtisanEvent, { type: 'ArtisanRegistered' }>['data'],
      };
      expect(when(given(), command)).toEqual([expected]);
      expect(accountOf(given(expected))).toMatchObject({
        source: 'staff',
        createdBy: hunter,
        profile: { master: true, recommendations: [1, 3], suggestedCountryIds: [276, 380], pending: false },
        pictures: [],
        document: null,
      });
    });

    it('refuses an artisan without a country: the country decides who reaches it', () => {
      expect(refused(given(), { ...registerByStaff, profile: { ...profile, countryId: null } })).toEqual(
        new DomainError('invalid', ARTISAN_MESSAGES.countryRequired),
      );
    });

    it('refuses names missing', () => {
      expect(refused(given(), { ...registerByStaff, personalFields: ['lastName'] })).toEqual(
        new DomainError('invalid', ARTISAN_MESSAGES.firstNameRequired),
      );
    });

    it('refuses a sign-up that sets the foundation fields or is not pending', () => {
      const signUp: ArtisanCommand = {
        ...registerByStaff,
        source: 'sign-up',
        createdBy: null,
        profile: { ...profile, pending: true, master: true },
      };
      expect(refused(given(), signUp)).toEqual(
        new DomainError('forbidden', ARTISAN_MESSAGES.processFieldsStaffOnly),
      );
      expect(refused(given(), { ...signUp, profile: { ...profile, pending: false } })).toEqual(
        new DomainError('forbidden', ARTISAN_MESSAGES.processFieldsStaffOnly),
      );
    });

    it('folds events written before the profile grew to the defaults', () => {
      const old = (source: 'sign-up' | 'staff') =>
        ({
          type: 'ArtisanRegistered',
          data: {
            artisanId: id,
            source,
            createdBy: source === 'staff' ? hunter : null,
            language: 'fr',
            countryId: 250,
            craftMaterialId: 1,
            craftPersonId: 2,
            inActivity: 1998,
            receiveNews: true,
            changedFields: ['firstName', 'lastName', 'email'],
          },
        }) as unknown as ArtisanEvent;
      expect(accountOf(given(old('staff'))).profile).toEqual({ ...profile, receiveNews: true });
      expect(accountOf(given(old('sign-up'))).profile).toEqual({
        ...profile,
        receiveNews: true,
        pending: true,
      });
    });

    it('makes a pending account active once its address is confirmed', () => {
      const pending: ArtisanEvent = {
        ...registered,
        data: { ...registered.data, pending: true },
      } as ArtisanEvent;
      const confirmed: ArtisanEvent = {
        type: 'ArtisanEmailConfirmed',
        data: { artisanId: id, via: 'invite' },
      };
      expect(accountOf(given(pending)).profile.pending).toBe(true);
      expect(accountOf(given(pending, confirmed)).profile.pending).toBe(false);
    });
  });

  describe('ChangeArtisanProfile', () => {
    it('records the changed personal field names and profile keys, and the new profile values only', () => {
      const command = change(
        { craftMaterialId: 1, inActivity: 2001, recommendations: [2, 1], consideredAs: 'Rising Talent' },
        { personalFields: ['website', 'firstName'] },
      );
      const changed: ArtisanEvent = {
        type: 'ArtisanProfileChanged',
        data: {
          artisanId: id,
          changedFields: ['firstName', 'website', 'inActivity', 'recommendations', 'consideredAs'],
          changes: { inActivity: 2001, recommendations: [1, 2], consideredAs: 'Rising Talent' },
        },
      };
      expect(when(given(registered), command)).toEqual([changed]);
      expect(accountOf(given(registered, changed)).profile).toEqual({
        ...profile,
        inActivity: 2001,
        recommendations: [1, 2],
        consideredAs: 'Rising Talent',
      });
    });

    it('records nothing when nothing changed (lists compared as sets)', () => {
      const withLists: ArtisanEvent = {
        ...registered,
        data: { ...registered.data, suggestedCountryIds: [276, 380] },
      } as ArtisanEvent;
      expect(when(given(withLists), change({ ...profile, suggestedCountryIds: [380, 276, 276] }))).toEqual(
        [],
      );
      expect(when(given(registered), change({}))).toEqual([]);
    });

    it('lets the artisan change its own description, and send the foundation fields unchanged', () => {
      const command = change(
        { ...profile, craftPersonId: 7, receiveNews: true },
        { editor: 'artisan', personalFields: ['phone'] },
      );
      expect(when(given(registered), command)).toEqual([
        {
          type: 'ArtisanProfileChanged',
          data: {
            artisanId: id,
            changedFields: ['phone', 'craftPersonId', 'receiveNews'],
            changes: { craftPersonId: 7, receiveNews: true },
          },
        },
      ]);
    });

    it.each([
      ['master', { master: true }],
      ['recommendations', { recommendations: [1] }],
      ['consideredAs', { consideredAs: 'Master' as const }],
      ['confirmedFor', { confirmedFor: [3] }],
      ['suggestedCountryIds', { suggestedCountryIds: [380] }],
      ['selfAssessment', { selfAssessment: false }],
      ['pending', { pending: true }],
      ['deceased', { deceased: true }],
    ])('refuses the artisan a change of %s', (_key, changes) => {
      expect(refused(given(registered), change(changes, { editor: 'artisan' }))).toEqual(
        new DomainError('forbidden', ARTISAN_MESSAGES.processFieldsStaffOnly),
      );
    });

    it('lets only admins make an artisan pending or active again', () => {
      expect(refused(given(registered), change({ pending: true }))).toEqual(
        new DomainError('forbidden', ARTISAN_MESSAGES.pendingAdminOnly),
      );
      expect(when(given(registered), change({ pending: true }, { editor: 'admin' }))).toEqual([
        {
          type: 'ArtisanProfileChanged',
          data: { artisanId: id, changedFields: ['pending'], changes: { pending: true } },
        },
      ]);
    });

    it('refuses to remove the country, the names, or the address of an artisan with an account', () => {
      expect(refused(given(registered), change({ countryId: null }))).toEqual(
        new DomainError('invalid', ARTISAN_MESSAGES.countryRequired),
      );
      expect(
        refused(given(registered), change({}, { personalFields: ['lastName'], clearedFields: ['lastName'] })),
      ).toEqual(new DomainError('invalid', ARTISAN_MESSAGES.lastNameRequired));
      expect(
        refused(
          given(registered, passwordSet),
          change({}, { personalFields: ['email'], clearedFields: ['email'] }),
        ),
      ).toEqual(new DomainError('invalid', ARTISAN_MESSAGES.accountNeedsEmail));
    });

    it('removes the address of an artisan without an account: it can no longer be invited', () => {
      const [event] = when(
        given(registered),
        change({}, { personalFields: ['email', 'phone'], clearedFields: ['email'] }),
      );
      expect(event).toEqual({
        type: 'ArtisanProfileChanged',
        data: { artisanId: id, changedFields: ['email', 'phone'], changes: {}, clearedFields: ['email'] },
      });
      const state = given(registered, event!);
      expect(accountOf(state).hasEmail).toBe(false);
      expect(refused(state, { type: 'InviteArtisan', artisanId: id, by: hunter, goTo: null })).toEqual(
        new DomainError('invalid', ARTISAN_MESSAGES.noEmail),
      );
      const [again] = when(state, change({}, { personalFields: ['email'] }));
      expect(accountOf(given(registered, event!, again!)).hasEmail).toBe(true);
    });
  });

  describe('AddArtisanPictures and RemoveArtisanPicture', () => {
    it('adds pictures, one event each, up to five', () => {
      expect(
        when(given(registered), { type: 'AddArtisanPictures', artisanId: id, fileIds: ['f1', 'f2'] }),
      ).toEqual([pictureAdded('f1'), pictureAdded('f2')]);
      const four = given(registered, ...['f1', 'f2', 'f3', 'f4'].map(pictureAdded));
      expect(when(four, { type: 'AddArtisanPictures', artisanId: id, fileIds: ['f5'] })).toEqual([
        pictureAdded('f5'),
      ]);
      expect(accountOf(given(registered, ...['f1', 'f2', 'f3'].map(pictureAdded))).pictures).toEqual([
        'f1',
        'f2',
        'f3',
      ]);
    });

    it('refuses a sixth picture, and two at once where one place is left', () => {
      const five = given(registered, ...['f1', 'f2', 'f3', 'f4', 'f5'].map(pictureAdded));
      expect(accountOf(five).pictures).toHaveLength(MAX_PICTURES);
      expect(refused(five, { type: 'AddArtisanPictures', artisanId: id, fileIds: ['f6'] })).toEqual(
        new DomainError('invalid', ARTISAN_MESSAGES.tooManyPictures),
      );
      const four = given(registered, ...['f1', 'f2', 'f3', 'f4'].map(pictureAdded));
      expect(refused(four, { type: 'AddArtisanPictures', artisanId: id, fileIds: ['f5', 'f6'] })).toEqual(
        new DomainError('invalid', ARTISAN_MESSAGES.tooManyPictures),
      );
    });

    it('refuses no picture at all, or the same file twice', () => {
      expect(refused(given(registered), { type: 'AddArtisanPictures', artisanId: id, fileIds: [] })).toEqual(
        new DomainError('invalid', ARTISAN_MESSAGES.uploadAgain),
      );
      expect(
        refused(given(registered, pictureAdded('f1')), {
          type: 'AddArtisanPictures',
          artisanId: id,
          fileIds: ['f1'],
        }),
      ).toEqual(new DomainError('conflict', ARTISAN_MESSAGES.pictureAlreadyAdded));
    });

    it('removes a picture, which frees its place', () => {
      const five = given(registered, ...['f1', 'f2', 'f3', 'f4', 'f5'].map(pictureAdded));
      const removed: ArtisanEvent = { type: 'ArtisanPictureRemoved', data: { artisanId: id, fileId: 'f2' } };
      expect(when(five, { type: 'RemoveArtisanPicture', artisanId: id, fileId: 'f2' })).toEqual([removed]);
      const four = given(registered, ...['f1', 'f2', 'f3', 'f4', 'f5'].map(pictureAdded), removed);
      expect(accountOf(four).pictures).toEqual(['f1', 'f3', 'f4', 'f5']);
      expect(when(four, { type: 'AddArtisanPictures', artisanId: id, fileIds: ['f6'] })).toEqual([
        pictureAdded('f6'),
      ]);
    });

    it('refuses to remove a picture the artisan does not have', () => {
      expect(
        refused(given(registered), { type: 'RemoveArtisanPicture', artisanId: id, fileId: 'f9' }),
      ).toEqual(new DomainError('not_found', ARTISAN_MESSAGES.noSuchPicture));
    });
  });

  describe('AddArtisanDocument and RemoveArtisanDocument', () => {
    it('adds the PDF; another one replaces it', () => {
      expect(when(given(registered), { type: 'AddArtisanDocument', artisanId: id, fileId: 'd1' })).toEqual([
        documentAdded('d1'),
      ]);
      const withOne = given(registered, documentAdded('d1'));
      const replaced = when(withOne, { type: 'AddArtisanDocument', artisanId: id, fileId: 'd2' });
      expect(replaced).toEqual([
        { type: 'ArtisanDocumentRemoved', data: { artisanId: id, fileId: 'd1' } },
        documentAdded('d2'),
      ]);
      expect(accountOf(given(registered, documentAdded('d1'), ...replaced)).document).toBe('d2');
      expect(when(withOne, { type: 'AddArtisanDocument', artisanId: id, fileId: 'd1' })).toEqual([]);
    });

    it('removes the PDF; without one there is nothing to remove', () => {
      const removed: ArtisanEvent = { type: 'ArtisanDocumentRemoved', data: { artisanId: id, fileId: 'd1' } };
      expect(
        when(given(registered, documentAdded('d1')), { type: 'RemoveArtisanDocument', artisanId: id }),
      ).toEqual([removed]);
      expect(accountOf(given(registered, documentAdded('d1'), removed)).document).toBeNull();
      expect(refused(given(registered), { type: 'RemoveArtisanDocument', artisanId: id })).toEqual(
        new DomainError('not_found', ARTISAN_MESSAGES.noDocument),
      );
    });
  });

  describe('DeleteArtisan', () => {
    it('records the deletion; afterwards the profile commands are refused and the id is not reused', () => {
      expect(when(given(registered, pictureAdded('f1')), { type: 'DeleteArtisan', artisanId: id })).toEqual([
        deleted,
      ]);
      const gone = given(registered, pictureAdded('f1'), deleted);
      const commands: ArtisanCommand[] = [
        change({ inActivity: 2000 }),
        { type: 'AddArtisanPictures', artisanId: id, fileIds: ['f2'] },
        { type: 'RemoveArtisanPicture', artisanId: id, fileId: 'f1' },
        { type: 'AddArtisanDocument', artisanId: id, fileId: 'd1' },
        { type: 'RemoveArtisanDocument', artisanId: id },
        { type: 'DeleteArtisan', artisanId: id },
      ];
      for (const command of commands) {
        expect(refused(gone, command)).toEqual(new DomainError('not_found', MESSAGES.notFound));
        expect(refused(given(), command)).toEqual(new DomainError('not_found', MESSAGES.notFound));
      }
      expect(refused(gone, registerByStaff)).toEqual(new DomainError('conflict', MESSAGES.artisanExists));
    });
  });
});
