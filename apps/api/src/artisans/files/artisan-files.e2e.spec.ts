import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Role } from '@artisans/domain';
import { ARTISAN_MESSAGES } from '../domain/artisan-messages';
import { ITALY, type Answer, suiteKit } from '../../../../../test-support/artisan-e2e-kit';
import { pngClaiming } from './test-pictures.spec';

/** Real images (16×16, from CPython's test data) and a real PDF, generated with a correct xref. */
const JPEG = readFileSync(join(__dirname, 'fixtures/picture.jpg'));
const PNG = readFileSync(join(__dirname, 'fixtures/picture.png'));
const GIF = readFileSync(join(__dirname, 'fixtures/picture.gif'));
const PDF = pdf('Portfolio');
const PDF_2 = pdf('Portfolio, second edition');
/** The start of a Windows executable (MZ header, PE offset, PE signature). */
/** `count` uploads of the same file part, to fill an artisan's places for pictures. */
const copies = (count: number, part: [Buffer, string, string]) =>
  Array.from({ length: count }, (): [Buffer, string, string] => part);

const EXE = (() => {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.writeUInt16LE(0x14c, 0x84);
  return bytes;
})();

/** A phone photo: landscape pixels, EXIF saying to turn it upright, and where it was taken. */
const PHONE_PHOTO = sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b08454' } })
  .jpeg()
  .withMetadata({ orientation: 6 })
  .withExifMerge({
    IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
    IFD3: { GPSMapDatum: 'WGS-84', GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' },
  })
  .toBuffer();

/** The files a stored picture leaves in its artisan's folder: itself and its thumbnail, each with its type. */
const pictureFiles = (fileId: string) => [
  fileId,
  `${fileId}.json`,
  `${fileId}.thumbnail`,
  `${fileId}.thumbnail.json`,
];

type Resource = {
  id: string;
  pictures: { '@id': string; id: string; thumbnail: string }[];
  document: { '@id': string; id: string } | null;
};
type Problem = { detail: string; code?: string };

describe('artisan pictures and PDF', () => {
  const { kit, t } = suiteKit();

  const files = (...parts: [bytes: Buffer, name: string, type: string][]) => {
    const form = new FormData();
    for (const [bytes, name, type] of parts) form.append('pictures', new Blob([bytes], { type }), name);
    return { multipart: form };
  };
  const addPictures = (id: string, token: string, ...parts: [Buffer, string, string][]) =>
    kit.call<Resource & Problem>('POST', `/api/artisans/${id}/pictures`, token, files(...parts));
  const setDocument = (
    id: string,
    token: string,
    bytes: Buffer,
    name = 'cv.pdf',
    type = 'application/pdf',
  ) => {
    const form = new FormData();
    form.append('document', new Blob([bytes], { type }), name);
    return kit.call<Resource & Problem>('POST', `/api/artisans/${id}/document`, token, { multipart: form });
  };
  const profile = async (id: string) =>
    (await kit.call<Resource>('GET', `/api/artisans/${id}`, t.ROLE_ADMIN)).body;
  /** The files stored for an artisan (bytes and their type files). */
  const stored = (id: string) => {
    const folder = join(kit.uploadDir, 'artisans', id);
    return existsSync(folder) ? readdirSync(folder).sort() : [];
  };
  const expectProblem = (answer: Answer<Problem>, status: number, detail: string) =>
    expect({ status: answer.status, detail: answer.body.detail }).toEqual({ status, detail });

  describe('pictures', () => {
    it('adds JPEG and PNG pictures checked by their bytes, and serves them back safely', async () => {
      const { id } = await kit.create(t.ROLE_ARTISAN_HUNTER);
      const answer = await addPictures(
        id,
        t.ROLE_ARTISAN_HUNTER,
        [JPEG, 'atelier.jpg', 'image/jpeg'],
        // The name and the declared type do not matter: the bytes are a PNG.
        [PNG, '../../etc/passwd"; evil=.txt', 'text/plain'],
      );
      expect(answer.status).toBe(201);
      expect(answer.body.pictures).toHaveLength(2);
      const [jpeg, png] = answer.body.pictures;
      expect(jpeg!['@id']).toBe(`/api/artisans/${id}/pictures/${jpeg!.id}`);
      expect(jpeg!.thumbnail).toBe(`/api/artisans/${id}/pictures/${jpeg!.id}/thumbnail`);
      expect(stored(id)).toEqual([...pictureFiles(jpeg!.id), ...pictureFiles(png!.id)].sort());

      for (const [picture, bytes, type, name] of [
        [jpeg!, JPEG, 'image/jpeg', 'artisan-picture-1.jpg'],
        [png!, PNG, 'image/png', 'artisan-picture-2.png'],
      ] as const) {
        const served = await kit.call('GET', picture['@id'], t.ROLE_NETWORK_MEMBER);
        expect(served.status).toBe(200);
        // Re-encoded: the same picture, not the same bytes.
        expect(await samePixels(served.bytes, bytes)).toBe(true);
        expect(served.headers.get('content-type')).toBe(type);
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        expect(served.headers.get('content-disposition')).toBe(`inline; filename="${name}"`);
      }
      // Nothing was written outside the artisan's folder.
      expect(readdirSync(join(kit.uploadDir, 'artisans'))).not.toContain('etc');
    });

    it('refuses a renamed executable, a GIF, and a file of any other kind', async () => {
      const { id } = await kit.create(t.ROLE_ADMIN);
      for (const [bytes, name, type] of [
        [EXE, 'photo.jpg', 'image/jpeg'],
        [GIF, 'photo.png', 'image/png'],
        [PDF, 'photo.jpg', 'image/jpeg'],
        [Buffer.from('just some text, no picture'), 'photo.png', 'image/png'],
      ] as const) {
        expectProblem(
          await addPictures(id, t.ROLE_ADMIN, [bytes, name, type]),
          400,
          ARTISAN_MESSAGES.wrongFileType,
        );
      }
      expect(stored(id)).toEqual([]);
      expect((await profile(id)).pictures).toEqual([]);
    });

    it('refuses a picture of 1 MB or more with the message of the spec', async () => {
      const { id } = await kit.create(t.ROLE_ADMIN);
      const exactly = Buffer.concat([JPEG, Buffer.alloc(1024 * 1024 - JPEG.length)]);
      // Bytes after the end of the JPEG are not part of the picture; they are not kept either.
      const larger = Buffer.concat([JPEG, Buffer.alloc(3 * 1024 * 1024)]);
      for (const bytes of [exactly, larger])
        expectProblem(
          await addPictures(id, t.ROLE_ADMIN, [bytes, 'big.jpg', 'image/jpeg']),
          413,
          ARTISAN_MESSAGES.pictureTooLarge,
        );
      // Just under the limit is fine.
      const under = Buffer.concat([JPEG, Buffer.alloc(1024 * 1024 - 1 - JPEG.length)]);
      expect((await addPictures(id, t.ROLE_ADMIN, [under, 'fine.jpg', 'image/jpeg'])).status).toBe(201);
    });

    it('keeps at most 5 pictures; a refused upload stores nothing, even with a good file in it', async () => {
      const { id } = await kit.create(t.ROLE_ADMIN);
      expect(
        (await addPictures(id, t.ROLE_ADMIN, [PNG, 'a.png', 'image/png'], [JPEG, 'b.jpg', 'image/jpeg']))
          .status,
      ).toBe(201);
      const before = stored(id);
      // Each refused upload is refused whole: nothing of it is stored.
      const refused: [[Buffer, string, string][], string][] = [
        [
          [
            [PNG, 'c.png', 'image/png'],
            [EXE, 'd.png', 'image/png'],
          ],
          ARTISAN_MESSAGES.wrongFileType,
        ],
        [copies(4, [PNG, 'x.png', 'image/png']), ARTISAN_MESSAGES.tooManyPictures],
        [copies(6, [PNG, 'x.png', 'image/png']), ARTISAN_MESSAGES.tooManyPictures],
      ];
      for (const [parts, message] of refused)
        expectProblem(await addPictures(id, t.ROLE_ADMIN, ...parts), 400, message);
      expect(stored(id)).toEqual(before);
      expect((await profile(id)).pictures).toHaveLength(2);
      const three = await addPictures(id, t.ROLE_ADMIN, ...copies(3, [JPEG, 'x.jpg', 'image/jpeg']));
      expect(three.body.pictures).toHaveLength(5);
      expectProblem(
        await addPictures(id, t.ROLE_ADMIN, [PNG, 'sixth.png', 'image/png']),
        400,
        ARTISAN_MESSAGES.tooManyPictures,
      );
    });

    it('leaves no file behind when two uploads race for the last places', async () => {
      const { id } = await kit.create(t.ROLE_ADMIN);
      await addPictures(id, t.ROLE_ADMIN, [PNG, 'a.png', 'image/png'], [PNG, 'b.png', 'image/png']);
      const three = () => copies(3, [JPEG, 'x.jpg', 'image/jpeg']);
      const answers = await Promise.all([
        addPictures(id, t.ROLE_ADMIN, ...three()),
        addPictures(id, t.ROLE_ARTISAN_HUNTER, ...three()),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
      const pictures = (await profile(id)).pictures;
      expect(pictures).toHaveLength(5);
      expect(stored(id)).toEqual(pictures.flatMap((p) => pictureFiles(p.id)).sort());
    });

    it('removes a picture and its bytes, its thumbnail included', async () => {
      const { id } = await kit.create(t.ROLE_ADMIN);
      const [picture] = (await addPictures(id, t.ROLE_ADMIN, [PNG, 'a.png', 'image/png'])).body.pictures;
      expect(stored(id)).toEqual(pictureFiles(picture!.id).sort());
      expect((await kit.call('DELETE', picture!['@id'], t.ROLE_ARTISAN_HUNTER)).status).toBe(204);
      expect((await kit.call('GET', picture!['@id'], t.ROLE_ADMIN)).status).toBe(404);
      expect((await kit.call('GET', picture!.thumbnail, t.ROLE_ADMIN)).status).toBe(404);
      expect((await kit.call('DELETE', picture!['@id'], t.ROLE_ADMIN)).status).toBe(404);
      expect(stored(id)).toEqual([]);
      expect((await profile(id)).pictures).toEqual([]);
    });

    it('asks for the file again when none was sent', async () => {
      const { id } = await kit.create(t.ROLE_ADMIN);
      expectProblem(
        await kit.call('POST', `/api/artisans/${id}/pictures`, t.ROLE_ADMIN, { json: {} }),
        400,
        ARTISAN_MESSAGES.uploadAgain,
      );
      expectProblem(
        await kit.call('POST', `/api/artisans/${id}/pictures`, t.ROLE_ADMIN, { multipart: new FormData() }),
        400,
        ARTISAN_MESSAGES.uploadAgain,
      );
      const broken = await kit.call<Problem>('POST', `/api/artisans/${id}/pictures`, t.ROLE_ADMIN, {
        raw: '--x\r\nContent-Disposition: form-data; name="pictures"; filename="a.png"\r\n\r\nabc',
        type: 'multipart/form-data; boundary=x',
      });
      expect(broken.status).toBe(400);
      expect(broken.body.detail).toBe(ARTISAN_MESSAGES.uploadAgain);
    });
  });

  describe('pictures are re-encoded and get a thumbnail', () => {
    const folderOf = (id: string) => join(kit.uploadDir, 'artisans', id);
    const pixelsOf = async (bytes: Buffer) => {
      const meta = await sharp(bytes).metadata();
      return { format: meta.format, width: meta.width, height: meta.height };
    };
    /** What would tell where and with what a photo was taken. */
    const expectNoMetadata = async (bytes: Buffer) => {
      const meta = await sharp(bytes).metadata();
      expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, orientation: meta.orientation }).toEqual({
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        orientation: undefined,
      });
      for (const trace of ['WGS-84', 'PhoneMaker', 'Pocket 12']) expect(bytes.includes(trace)).toBe(false);
    };

    it('refuses a small PNG whose header claims 50,000 × 50,000 pixels, and stores nothing', async () => {
      const { id } = await kit.create(t.ROLE_ADMIN);
      const bomb = pngClaiming(50_000, 50_000, 200);
      expect(bomb.length).toBeLessThan(40 * 1024);
      const answer = await addPictures(
        id,
        t.ROLE_ADMIN,
        [PNG, 'fine.png', 'image/png'],
        [bomb, 'bomb.png', 'image/png'],
      );
      expectProblem(answer, 400, ARTISAN_MESSAGES.pictureTooManyPixels);
      expect(answer.body.code).toBe('picture-too-many-pixels');
      // Bytes that begin like a PNG but do not decode are asked for again.
      expectProblem(
        await addPictures(id, t.ROLE_ADMIN, [PNG.subarray(0, 60), 'cut.png', 'image/png']),
        400,
        ARTISAN_MESSAGES.uploadAgain,
      );
      expect(stored(id)).toEqual([]);
      expect((await profile(id)).pictures).toEqual([]);
    });

    it('keeps no EXIF data: the GPS position of a phone photo is gone, the photo turned upright', async () => {
      const photo = await PHONE_PHOTO;
      expect(photo.includes('WGS-84')).toBe(true);
      expect((await sharp(photo).metadata()).orientation).toBe(6);
      const { id } = await kit.create(t.ROLE_ARTISAN_HUNTER);
      const answer = await addPictures(id, t.ROLE_ARTISAN_HUNTER, [photo, 'IMG_0001.JPG', 'image/jpeg']);
      expect(answer.status).toBe(201);
      const [picture] = answer.body.pictures;
      const served = await kit.call('GET', picture!['@id'], t.ROLE_ADMIN);
      const thumbnail = await kit.call('GET', picture!.thumbnail, t.ROLE_ADMIN);
      const kept = readFileSync(join(folderOf(id), picture!.id));
      for (const bytes of [served.bytes, thumbnail.bytes, kept]) await expectNoMetadata(bytes);
      expect(await pixelsOf(served.bytes)).toEqual({ format: 'jpeg', width: 800, height: 1200 });
      expect(served.headers.get('content-type')).toBe('image/jpeg');
    });

    it('keeps a small thumbnail of each picture, of its type, served beside it', async () => {
      const photo = await PHONE_PHOTO;
      const { id } = await kit.create(t.ROLE_ADMIN);
      const answer = await addPictures(
        id,
        t.ROLE_ADMIN,
        [photo, 'workshop.jpg', 'image/jpeg'],
        [PNG, 'tiny.png', 'image/png'],
      );
      const [large, tiny] = answer.body.pictures;
      expect(stored(id)).toEqual([...pictureFiles(large!.id), ...pictureFiles(tiny!.id)].sort());

      const full = await kit.call('GET', large!['@id'], t.ROLE_NETWORK_MEMBER);
      const thumbnail = await kit.call('GET', large!.thumbnail, t.ROLE_NETWORK_MEMBER);
      expect(thumbnail.status).toBe(200);
      expect(await pixelsOf(thumbnail.bytes)).toEqual({ format: 'jpeg', width: 213, height: 320 });
      expect(thumbnail.bytes.length).toBeLessThan(full.bytes.length);
      expect(thumbnail.bytes.length).toBeLessThan(20 * 1024);
      expect({
        type: thumbnail.headers.get('content-type'),
        nosniff: thumbnail.headers.get('x-content-type-options'),
        cache: thumbnail.headers.get('cache-control'),
        disposition: thumbnail.headers.get('content-disposition'),
      }).toEqual({
        type: 'image/jpeg',
        nosniff: 'nosniff',
        cache: 'private, no-store',
        disposition: 'inline; filename="artisan-picture-1-thumbnail.jpg"',
      });

      // A picture smaller than a thumbnail is not enlarged: its thumbnail is the same PNG.
      const small = await kit.call('GET', tiny!.thumbnail, t.ROLE_NETWORK_MEMBER);
      expect(small.headers.get('content-type')).toBe('image/png');
      expect(await samePixels(small.bytes, PNG)).toBe(true);
    });

    it('serves a thumbnail to exactly those who may see the picture', async () => {
      const french = await kit.create(t.ROLE_ARTISAN_HUNTER);
      const italian = await kit.create(t.ROLE_AMBASSADOR, { country: `/api/countries/${ITALY}` });
      const pending = await kit.create(t.ROLE_ADMIN);
      const pictureOf = async (id: string, token: string) => {
        const answer = await addPictures(id, token, [PNG, 'p.png', 'image/png']);
        expect(answer.status).toBe(201);
        return answer.body.pictures.at(-1)!;
      };
      const onFrench = await pictureOf(french.id, t.ROLE_ADMIN);
      const onItalian = await pictureOf(italian.id, t.ROLE_ADMIN);
      const onPending = await pictureOf(pending.id, t.ROLE_ADMIN);
      const own = await pictureOf(kit.demoArtisanId, t.ROLE_ARTISAN);
      expect(
        (await kit.call('PUT', `/api/artisans/${pending.id}`, t.ROLE_ADMIN, { json: { pending: true } }))
          .status,
      ).toBe(200);

      const statuses = async (picture: Resource['pictures'][number], token?: string) => {
        const [full, thumbnail] = await Promise.all([
          kit.call('GET', picture['@id'], token),
          kit.call('GET', picture.thumbnail, token),
        ]);
        // Whatever the picture answers, its thumbnail answers the same.
        expect(thumbnail.status).toBe(full.status);
        return thumbnail.status;
      };
      expect({
        hunterOnOtherCountry: await statuses(onItalian, t.ROLE_ARTISAN_HUNTER),
        ambassadorOnOtherCountry: await statuses(onFrench, t.ROLE_AMBASSADOR),
        hunterOnPending: await statuses(onPending, t.ROLE_ARTISAN_HUNTER),
        adminOnPending: await statuses(onPending, t.ROLE_ADMIN),
        artisanOnOther: await statuses(onFrench, t.ROLE_ARTISAN),
        artisanOnOwn: await statuses(own, t.ROLE_ARTISAN),
        anonymous: await statuses(onFrench),
      }).toEqual({
        hunterOnOtherCountry: 200,
        ambassadorOnOtherCountry: 200,
        hunterOnPending: 404,
        adminOnPending: 200,
        artisanOnOther: 404,
        artisanOnOwn: 200,
        anonymous: 401,
      });
      for (const path of [
        `/api/artisans/${french.id}/pictures/${randomUUID()}/thumbnail`,
        `/api/artisans/${french.id}/pictures/..%2F..%2Fx/thumbnail`,
        `/api/artisans/${randomUUID()}/pictures/${onFrench.id}/thumbnail`,
      ])
        expect((await kit.call('GET', path, t.ROLE_ADMIN)).status).toBe(404);
      expect((await kit.call('DELETE', own['@id'], t.ROLE_ARTISAN)).status).toBe(204);
    });

    it('erases the thumbnails with the artisan', async () => {
      const { id } = await kit.create(t.ROLE_ADMIN);
      const { pictures } = (
        await addPictures(id, t.ROLE_ADMIN, [PNG, 'a.png', 'image/png'], [JPEG, 'b.jpg', 'image/jpeg'])
      ).body;
      expect(stored(id)).toEqual(pictures.flatMap((picture) => pictureFiles(picture.id)).sort());
      expect((await kit.call('DELETE', `/api/artisans/${id}`, t.ROLE_ADMIN)).status).toBe(204);
      expect(existsSync(folderOf(id))).toBe(false);
      for (const picture of pictures)
        expect((await kit.call('GET', picture.thumbnail, t.ROLE_ADMIN)).status).toBe(404);
    });

    it('serves a picture kept before re-encoding re-encoded, with a thumbnail, writing nothing', async () => {
      const photo = await PHONE_PHOTO;
      const { id } = await kit.create(t.ROLE_ADMIN);
      const [picture] = (await addPictures(id, t.ROLE_ADMIN, [JPEG, 'a.jpg', 'image/jpeg'])).body.pictures;
      // As pictures were kept before: the bytes as uploaded, and no thumbnail.
      const folder = folderOf(id);
      writeFileSync(join(folder, picture!.id), photo);
      for (const name of [`${picture!.id}.thumbnail`, `${picture!.id}.thumbnail.json`])
        rmSync(join(folder, name));
      const before = stored(id);

      const full = await kit.call('GET', picture!['@id'], t.ROLE_ADMIN);
      const thumbnail = await kit.call('GET', picture!.thumbnail, t.ROLE_ADMIN);
      expect([full.status, thumbnail.status]).toEqual([200, 200]);
      await expectNoMetadata(full.bytes);
      await expectNoMetadata(thumbnail.bytes);
      expect(await pixelsOf(full.bytes)).toEqual({ format: 'jpeg', width: 800, height: 1200 });
      expect(await pixelsOf(thumbnail.bytes)).toEqual({ format: 'jpeg', width: 213, height: 320 });
      // A read writes nothing: it could otherwise bring files back after an erasure.
      expect(stored(id)).toEqual(before);
      expect(readFileSync(join(folder, picture!.id)).equals(photo)).toBe(true);
    });
  });

  describe('the PDF', () => {
    it('adds a PDF, serves it as an attachment with a generated name, and a new one replaces it', async () => {
      const { id } = await kit.create(t.ROLE_ARTISAN_HUNTER);
      const first = await setDocument(id, t.ROLE_ARTISAN_HUNTER, PDF, 'my "cv".pdf');
      expect(first.status).toBe(201);
      expect(first.body.document).toEqual({ '@id': `/api/artisans/${id}/document`, id: expect.any(String) });
      const served = await kit.call('GET', `/api/artisans/${id}/document`, t.ROLE_NETWORK_MEMBER);
      expect(served.status).toBe(200);
      expect(served.bytes.equals(PDF)).toBe(true);
      expect(served.headers.get('content-type')).toBe('application/pdf');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-disposition')).toBe('attachment; filename="artisan-document.pdf"');

      const second = await setDocument(id, t.ROLE_ADMIN, PDF_2);
      expect(second.status).toBe(201);
      expect(second.body.document!.id).not.toBe(first.body.document!.id);
      expect((await kit.call('GET', `/api/artisans/${id}/document`, t.ROLE_ADMIN)).bytes.equals(PDF_2)).toBe(
        true,
      );
      // The replaced PDF's bytes are gone.
      expect(stored(id)).toEqual([second.body.document!.id, `${second.body.document!.id}.json`].sort());
    });

    it('refuses what is not a PDF, or 2 MB or more, and keeps the PDF before', async () => {
      const { id } = await kit.create(t.ROLE_ADMIN);
      const kept = (await setDocument(id, t.ROLE_ADMIN, PDF)).body.document;
      for (const [bytes, name] of [
        [EXE, 'cv.pdf'],
        [PNG, 'cv.pdf'],
        [Buffer.from('%PDX not really'), 'cv.pdf'],
      ] as const)
        expectProblem(await setDocument(id, t.ROLE_ADMIN, bytes, name), 400, ARTISAN_MESSAGES.notPdf);
      const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]);
      expectProblem(await setDocument(id, t.ROLE_ADMIN, big), 413, ARTISAN_MESSAGES.documentTooLarge);
      const two = new FormData();
      two.append('document', new Blob([PDF]), 'a.pdf');
      two.append('document', new Blob([PDF]), 'b.pdf');
      expectProblem(
        await kit.call('POST', `/api/artisans/${id}/document`, t.ROLE_ADMIN, { multipart: two }),
        400,
        ARTISAN_MESSAGES.uploadAgain,
      );
      expect((await profile(id)).document).toEqual(kept);
      expect(stored(id)).toEqual([kept!.id, `${kept!.id}.json`].sort());
    });

    it('removes the PDF and its bytes', async () => {
      const { id } = await kit.create(t.ROLE_ADMIN);
      await setDocument(id, t.ROLE_ADMIN, PDF);
      expect((await kit.call('DELETE', `/api/artisans/${id}/document`, t.ROLE_ADMIN)).status).toBe(204);
      expect((await kit.call('GET', `/api/artisans/${id}/document`, t.ROLE_ADMIN)).status).toBe(404);
      expect((await kit.call('DELETE', `/api/artisans/${id}/document`, t.ROLE_ADMIN)).status).toBe(404);
      expect(stored(id)).toEqual([]);
      expect((await profile(id)).document).toBeNull();
    });
  });

  describe('who may upload, see and remove', () => {
    it('staff of the artisan’s countries and the artisan itself change them; other staff only see them', async () => {
      const french = await kit.create(t.ROLE_ARTISAN_HUNTER);
      const italian = await kit.create(t.ROLE_AMBASSADOR, { country: `/api/countries/${ITALY}` });
      const uploadAs = async (role: Role, id: string) =>
        (await addPictures(id, t[role], [PNG, 'p.png', 'image/png'])).status;
      expect({
        admin: await uploadAs('ROLE_ADMIN', french.id),
        committee: await uploadAs('ROLE_EXECUTIVE_COMMITTEE', french.id),
        network: await uploadAs('ROLE_NETWORK_MEMBER', french.id),
        hunter: await uploadAs('ROLE_ARTISAN_HUNTER', french.id),
        ambassador: await uploadAs('ROLE_AMBASSADOR', french.id),
        artisanOnOther: await uploadAs('ROLE_ARTISAN', french.id),
        networkOnItalian: await uploadAs('ROLE_NETWORK_MEMBER', italian.id),
        ambassadorOnItalian: await uploadAs('ROLE_AMBASSADOR', italian.id),
      }).toEqual({
        admin: 201,
        committee: 201,
        network: 201,
        hunter: 201,
        ambassador: 403,
        artisanOnOther: 404,
        networkOnItalian: 403,
        ambassadorOnItalian: 201,
      });
      const [picture] = (await profile(french.id)).pictures;
      expect((await kit.call('GET', picture!['@id'], t.ROLE_AMBASSADOR)).status).toBe(200);
      expect((await kit.call('DELETE', picture!['@id'], t.ROLE_AMBASSADOR)).status).toBe(403);
      expect((await kit.call('DELETE', picture!['@id'], t.ROLE_ARTISAN)).status).toBe(404);
      expect((await setDocument(french.id, t.ROLE_ARTISAN, PDF)).status).toBe(404);
      expect(
        (await kit.call('GET', `/api/artisans/${french.id}/pictures/${randomUUID()}`, t.ROLE_ADMIN)).status,
      ).toBe(404);
      expect(
        (await kit.call('GET', `/api/artisans/${french.id}/pictures/..%2F..%2Fx`, t.ROLE_ADMIN)).status,
      ).toBe(404);
    });

    it('lets the artisan manage its own pictures and PDF', async () => {
      const own = kit.demoArtisanId;
      const added = await addPictures(own, t.ROLE_ARTISAN, [JPEG, 'me.jpg', 'image/jpeg']);
      expect(added.status).toBe(201);
      const picture = added.body.pictures.at(-1)!;
      expect(await samePixels((await kit.call('GET', picture['@id'], t.ROLE_ARTISAN)).bytes, JPEG)).toBe(
        true,
      );
      expect((await kit.call('GET', picture.thumbnail, t.ROLE_ARTISAN)).status).toBe(200);
      expect((await setDocument(own, t.ROLE_ARTISAN, PDF)).status).toBe(201);
      expect((await kit.call('GET', `/api/artisans/${own}/document`, t.ROLE_ARTISAN)).status).toBe(200);
      expect((await kit.call('DELETE', picture['@id'], t.ROLE_ARTISAN)).status).toBe(204);
      expect((await kit.call('DELETE', `/api/artisans/${own}/document`, t.ROLE_ARTISAN)).status).toBe(204);
    });
  });
});

/**
 * Whether two pictures show the same: same format and size, and pixels as close as a JPEG
 * re-encoding leaves them (on average within 10 of 255); a PNG, lossless, must match exactly.
 */
async function samePixels(served: Buffer, uploaded: Buffer): Promise<boolean> {
  const decode = (bytes: Buffer) => sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const [a, b] = await Promise.all([decode(served), decode(uploaded)]);
  const [formatA, formatB] = await Promise.all(
    [served, uploaded].map(async (bytes) => (await sharp(bytes).metadata()).format),
  );
  if (formatA !== formatB || a.info.width !== b.info.width || a.info.height !== b.info.height) return false;
  if (a.data.length !== b.data.length) return false;
  if (formatA === 'png') return a.data.equals(b.data);
  const difference = a.data.reduce((sum, value, index) => sum + Math.abs(value - b.data[index]!), 0);
  return difference / a.data.length <= 10;
}

/** A small, valid one-page PDF with a text, its cross-reference table computed. */
function pdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
