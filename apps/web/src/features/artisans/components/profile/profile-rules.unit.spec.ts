import { describe, expect, it, jest } from '@jest/globals';
import { ApiError } from '../../../../lib/http/api-error';
import type { Artisan } from '../../api/get-artisan';
import { documentProblem, fileProblemOf, PICTURE_MAX_BYTES, pictureProblem, sniff } from './file-rules';
import {
  canSave,
  changesOf,
  EMPTY_PROFILE,
  profileFrom,
  profileProblems,
  toArtisanBody,
  type ProfileValues,
} from './profile-rules';
import { FileSyncError, NO_PENDING_FILES, syncFiles, type FileCalls } from './sync-files';

const YEAR = 2026;

const COMPLETE: ProfileValues = {
  ...EMPTY_PROFILE,
  title: 'Mr.',
  firstName: ' jean-pierre  de la tour ',
  lastName: 'moreau',
  craftMaterail: '/api/craft_materails/4',
  craftPerson: '/api/craft_people/14',
  inActivity: '1998',
  country: '/api/countries/250',
};

const ARTISAN: Artisan = {
  '@id': '/api/artisans/a1',
  id: 'a1',
  title: 'Ms.',
  firstName: 'Élise',
  lastName: 'Moreau',
  email: 'artisan@demo.test',
  phone: null,
  associated: null,
  workshop: 'Atelier Moreau',
  website: null,
  address: null,
  postalCode: '69001',
  place: 'Lyon',
  pinterest: null,
  facebook: null,
  instagram: null,
  youtube: null,
  otherSocial: null,
  country: '/api/countries/250',
  craftMaterail: '/api/craft_materails/4',
  craftPerson: null,
  inActivity: 2004,
  master: false,
  risingTalent: true,
  deceased: false,
  recommendations: ['/api/recommendations/2', '/api/recommendations/1'],
  consideredAs: null,
  confirmeds: [],
  suggestedCountries: [],
  statusEval: 'IN PROGRESS',
  pending: false,
  confirmedEmail: true,
  selfAssessment: true,
  isReceiveNews: false,
  user: '/api/users/u1',
  pictures: [],
  document: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: '"3"',
};

describe('artisan profile rules (SPEC.md section 5)', () => {
  it('starts a new artisan empty, with self-assessment on and the newsletter off', () => {
    expect(EMPTY_PROFILE).toMatchObject({ selfAssessment: true, isReceiveNews: false, title: '' });
  });

  it('requires title, names, craft, in-activity and country, and checks email and links', () => {
    expect(profileProblems(EMPTY_PROFILE, YEAR)).toEqual({
      title: 'required',
      firstName: 'required',
      lastName: 'required',
      craftMaterail: 'required',
      inActivity: 'required',
      country: 'required',
    });
    expect(profileProblems({ ...COMPLETE, email: 'nope', youtube: 'not a link' }, YEAR)).toEqual({
      email: 'invalidEmail',
      youtube: 'invalidLink',
    });
    expect(profileProblems({ ...COMPLETE, inActivity: '2028' }, YEAR)).toEqual({ inActivity: 'required' });
    expect(canSave(COMPLETE, YEAR)).toBe(true);
    expect(canSave({ ...COMPLETE, firstName: '   ' }, YEAR)).toBe(false);
  });

  it('builds the body with the contract names, cleaned, and only the fields the editor may send', () => {
    const values = {
      ...COMPLETE,
      instagram: 'instagram.com/jp',
      place: 'Saint-Étienne!',
      email: ' jp@atelier.fr ',
      master: true,
    };
    const artisanBody = toArtisanBody(values, 'artisan');
    expect(artisanBody).toMatchObject({
      title: 'Mr.',
      firstName: 'Jean-Pierre De La Tour',
      lastName: 'Moreau',
      email: 'jp@atelier.fr',
      instagram: 'https://instagram.com/jp',
      place: 'Saint-Étienne',
      inActivity: 1998,
      workshop: null,
    });
    expect(artisanBody).not.toHaveProperty('master');
    expect(artisanBody).not.toHaveProperty('pending');
    expect(toArtisanBody(values, 'staff')).toMatchObject({ master: true, selfAssessment: true });
    expect(toArtisanBody(values, 'staff')).not.toHaveProperty('pending');
    expect(toArtisanBody(values, 'admin')).toHaveProperty('pending', false);
  });

  it('sends only what changed, lists compared without their order', () => {
    const before = toArtisanBody(profileFrom(ARTISAN), 'staff');
    const values = {
      ...profileFrom(ARTISAN),
      workshop: 'Atelier Moreau & fils',
      recommendations: ['/api/recommendations/1', '/api/recommendations/2'],
    };
    expect(changesOf(before, toArtisanBody(values, 'staff'))).toEqual({ workshop: 'Atelier Moreau & fils' });
    expect(changesOf(before, toArtisanBody(profileFrom(ARTISAN), 'staff'))).toEqual({});
    expect(changesOf(before, toArtisanBody({ ...values, phone: ' ', workshop: '' }, 'staff'))).toEqual({
      workshop: null,
    });
  });
});

describe('artisan files (SPEC.md section 5)', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
  const pdf = new TextEncoder().encode('%PDF-1.4');
  const text = new TextEncoder().encode('hello wo');

  it('tells a file by its bytes, not its name', () => {
    expect(sniff(png)).toBe('png');
    expect(sniff(jpeg)).toBe('jpeg');
    expect(sniff(pdf)).toBe('pdf');
    expect(sniff(text)).toBeUndefined();
  });

  it('takes JPEG and PNG pictures under 1 MB only', () => {
    expect(pictureProblem({ size: 1000, head: png })).toBeUndefined();
    expect(pictureProblem({ size: 1000, head: jpeg })).toBeUndefined();
    expect(pictureProblem({ size: PICTURE_MAX_BYTES, head: png })).toBe('pictureTooLarge');
    expect(pictureProblem({ size: 1000, head: text })).toBe('wrongFileType');
    expect(pictureProblem({ size: 0, head: new Uint8Array() })).toBe('uploadAgain');
  });

  it('takes a PDF under 2 MB only', () => {
    expect(documentProblem({ size: 1000, head: pdf })).toBeUndefined();
    expect(documentProblem({ size: 1000, head: png })).toBe('notPdf');
    expect(documentProblem({ size: 2 * 1024 * 1024, head: pdf })).toBe('documentTooLarge');
  });

  it("knows the API's refusals by their code", () => {
    expect(fileProblemOf(new ApiError({ status: 400, code: 'not-pdf', detail: 'x' }))).toBe('notPdf');
    expect(fileProblemOf(new ApiError({ status: 413, code: 'picture-too-large' }))).toBe('pictureTooLarge');
    expect(fileProblemOf(new ApiError({ status: 400, code: 'picture-too-many-pixels' }))).toBe(
      'tooManyPixels',
    );
    expect(fileProblemOf(new ApiError({ status: 500 }))).toBeUndefined();
  });

  describe('sending the files after the profile', () => {
    const file = (name: string) => new File(['x'], name);
    const calls = (failOn?: keyof FileCalls) => {
      const log: string[] = [];
      const call =
        (name: keyof FileCalls) =>
        async (...args: unknown[]) => {
          log.push(
            `${name} ${args
              .slice(1)
              .map((arg) =>
                arg instanceof File
                  ? arg.name
                  : Array.isArray(arg)
                    ? arg.map((f: File) => f.name).join('+')
                    : String(arg),
              )
              .join(' ')}`.trim(),
          );
          if (name === failOn) throw new ApiError({ status: 400, code: 'wrong-file-type' });
        };
      return {
        log,
        calls: {
          removePicture: jest.fn(call('removePicture')),
          addPictures: jest.fn(call('addPictures')),
          removeDocument: jest.fn(call('removeDocument')),
          setDocument: jest.fn(call('setDocument')),
        } as FileCalls,
      };
    };

    it('removes first, then adds the pictures in one request, then the PDF', async () => {
      const { log, calls: api } = calls();
      await syncFiles(
        'a1',
        {
          pictures: [file('a.png'), file('b.png')],
          removedPictures: ['p1'],
          document: file('cv.pdf'),
          removeDocument: true,
        },
        api,
      );
      expect(log).toEqual(['removePicture p1', 'addPictures a.png+b.png', 'setDocument cv.pdf']);
    });

    it('stops at a refused step and keeps what is still to send', async () => {
      const { log, calls: api } = calls('addPictures');
      const pending = {
        ...NO_PENDING_FILES,
        pictures: [file('fake.png')],
        removedPictures: ['p1'],
        document: file('cv.pdf'),
      };
      const failure = await syncFiles('a1', pending, api).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(FileSyncError);
      expect((failure as FileSyncError).remaining).toEqual({ ...pending, removedPictures: [] });
      expect(log).toEqual(['removePicture p1', 'addPictures fake.png']);
    });

    it('removes the stored PDF when asked and no new one replaces it', async () => {
      const { log, calls: api } = calls();
      await syncFiles('a1', { ...NO_PENDING_FILES, removeDocument: true }, api);
      expect(log).toEqual(['removeDocument']);
    });
  });
});
