import { describe, expect, it } from '@jest/globals';
import { toArtisan } from './get-artisan';

describe('toArtisan: the pictures of GET /api/artisans/{id}', () => {
  const base = { '@id': '/api/artisans/a1', id: 'a1' };
  const picture = (id: string) => `/api/artisans/a1/pictures/${id}`;

  it('reads each picture with its thumbnail link', () => {
    const artisan = toArtisan({
      ...base,
      pictures: [
        { '@id': picture('p1'), id: 'p1', thumbnail: `${picture('p1')}/thumbnail` },
        { '@id': picture('p2'), id: 'p2', thumbnail: `${picture('p2')}/thumbnail` },
      ],
    });
    expect(artisan.pictures).toEqual([
      { '@id': picture('p1'), id: 'p1', thumbnail: `${picture('p1')}/thumbnail` },
      { '@id': picture('p2'), id: 'p2', thumbnail: `${picture('p2')}/thumbnail` },
    ]);
  });

  it('shows the picture itself where no thumbnail is linked, and drops what is not a picture', () => {
    const artisan = toArtisan({
      ...base,
      pictures: [
        { '@id': picture('p1'), id: 'p1' },
        { '@id': picture('p2'), id: 'p2', thumbnail: '' },
        'p3',
        {},
      ],
    });
    expect(artisan.pictures).toEqual([
      { '@id': picture('p1'), id: 'p1', thumbnail: picture('p1') },
      { '@id': picture('p2'), id: 'p2', thumbnail: picture('p2') },
    ]);
  });
});
