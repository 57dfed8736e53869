import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../../dist/infrastructure/event-store/event-store.port';

/**
 * The synthetic artisans of `bench:artisans`: names, countries, crafts, creators and the events of
 * each artisan's stream, drawn from a seeded generator so that every run loads the same artisans.
 */
/** A small deterministic generator, so that every run loads the same artisans. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES = [
  'Élise',
  'Marco',
  'Lucía',
  'Jürgen',
  'Zoë',
  'Anaïs',
  'Søren',
  'Ana',
  'Paolo',
  'Giulia',
  'François',
  'Inès',
  'José',
  'Björn',
  'Agnieszka',
  'Tomáš',
  'Nikolaos',
  'Hélène',
  'Matteo',
  'Chiara',
  'Léa',
  'Joaquín',
  'Marta',
  'Dorota',
  'Eva',
  'Pieter',
  'Sophie',
  'Hans',
  'Clara',
  'Luís',
  'Miguel',
  'Ewa',
];
const SYLLABLES = [
  'mo',
  'reau',
  'ber',
  'to',
  'li',
  'ni',
  'gar',
  'cí',
  'a',
  'dü',
  'rer',
  'lan',
  'vi',
  'ssi',
  'ro',
  'fè',
  'vre',
  'kow',
  'ski',
  'son',
  'da',
  'ka',
  'mi',
  'chel',
  'ez',
  'pé',
  'ri',
  'no',
  'bi',
  'an',
];
/** Share of the artisans by country (ISO numeric codes); the rest spread over OTHER_COUNTRIES. */
const COUNTRY_WEIGHTS: [number, number][] = [
  [250, 0.18],
  [380, 0.18],
  [724, 0.12],
  [276, 0.08],
  [620, 0.05],
  [826, 0.05],
  [56, 0.04],
  [528, 0.03],
  [40, 0.03],
  [756, 0.03],
  [300, 0.03],
  [616, 0.02],
  [203, 0.02],
];
const OTHER_COUNTRIES = [
  208, 246, 752, 578, 372, 348, 642, 100, 191, 705, 703, 440, 428, 233, 51, 268, 31, 8, 792, 392,
];

/** The demo staff accounts that create and edit the artisans, by name. */
export type Staff = Record<'admin' | 'committee' | 'network' | 'ambassador' | 'hunter', string>;
/** The crafts of the reference data: its materials, and the people of each material. */
export type Craft = { materials: number[]; people: Map<number, number[]> };
export type Generated = { events: NewEvent[][]; personal: PersonalRow[]; lastNames: string[] };
export type PersonalRow = { id: string; first: string; last: string; email: string; workshop: string | null };

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function generate(count: number, staff: Staff, craft: Craft, recommendations: number[]): Generated {
  const next = random(42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const country = () => {
    let roll = next();
    for (const [id, weight] of COUNTRY_WEIGHTS) {
      if (roll < weight) return id;
      roll -= weight;
    }
    return pick(OTHER_COUNTRIES);
  };
  const creators: [string | null, string, number][] = [
    [staff.admin, 'ROLE_ADMIN', 0.05],
    [staff.committee, 'ROLE_EXECUTIVE_COMMITTEE', 0.05],
    [staff.network, 'ROLE_NETWORK_MEMBER', 0.3],
    [staff.ambassador, 'ROLE_AMBASSADOR', 0.15],
    [staff.hunter, 'ROLE_ARTISAN_HUNTER', 0.3],
    [null, 'sign-up', 0.15],
  ];
  const start = Date.UTC(2019, 0, 1);
  const span = Date.UTC(2026, 5, 30) - start;
  const events: NewEvent[][] = [];
  const personal: PersonalRow[] = [];
  const lastNames: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID();
    const first = pick(FIRST_NAMES);
    const last = capitalised(
      Array.from({ length: 2 + Math.floor(next() * 2) }, () => pick(SYLLABLES)).join(''),
    );
    lastNames.push(last);
    personal.push({
      id,
      first,
      last,
      email: `${fold(first)}.${fold(last)}.${i}@example.test`,
      workshop: next() < 0.7 ? `${pick(['Atelier', 'Bottega', 'Taller', 'Werkstatt'])} ${last}` : null,
    });
    let roll = next();
    let creator = creators[creators.length - 1]!;
    for (const candidate of creators) {
      if (roll < candidate[2]) {
        creator = candidate;
        break;
      }
      roll -= candidate[2];
    }
    const [createdBy, creatorRole] = creator;
    const signUp = createdBy === null;
    const material = pick(craft.materials);
    const at = new Date(start + Math.floor(next() * span));
    const metadata = (actorId: string | null, actorRole: string | null, when: Date) => ({
      actorId,
      actorRole,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: when.toISOString(),
      schemaVersion: 1,
    });
    const recommended =
      next() < 0.3
        ? []
        : [...new Set([pick(recommendations), ...(next() < 0.3 ? [pick(recommendations)] : [])])];
    const homeCountry = country();
    const stream: NewEvent[] = [
      {
        id: randomUUID(),
        type: 'ArtisanRegistered',
        data: {
          artisanId: id,
          source: signUp ? 'sign-up' : 'staff',
          createdBy,
          language: 'en',
          changedFields: [
            'title',
            'firstName',
            'lastName',
            'email',
            ...(personal[i]!.workshop ? ['workshop'] : []),
          ],
          countryId: homeCountry,
          craftMaterialId: material,
          craftPersonId: pick(craft.people.get(material) ?? [null]),
          inActivity: 1950 + Math.floor(next() * 77),
          receiveNews: next() < 0.5,
          master: false,
          risingTalent: false,
          deceased: false,
          recommendations: recommended,
          consideredAs: next() < 0.1 ? 'Master' : next() < 0.1 ? 'Rising Talent' : null,
          confirmedFor: [],
          suggestedCountryIds: next() < 0.05 ? [country()].filter((c) => c !== homeCountry) : [],
          selfAssessment: next() < 0.9,
          pending: signUp,
        },
        metadata: metadata(createdBy, signUp ? null : creatorRole, at),
      },
    ];
    // Most sign-ups confirm their address (then they are no longer pending).
    if (signUp && next() < 0.8)
      stream.push({
        id: randomUUID(),
        type: 'ArtisanEmailConfirmed',
        data: { artisanId: id, via: 'link' },
        metadata: metadata(null, null, new Date(at.getTime() + 3_600_000)),
      });
    // A fifth are edited later by some staff member.
    if (next() < 0.2) {
      const [editor, editorRole] = pick(creators.slice(0, 5));
      stream.push({
        id: randomUUID(),
        type: 'ArtisanProfileChanged',
        data: {
          artisanId: id,
          changedFields: ['inActivity', 'recommendations'],
          changes: { inActivity: 1950 + Math.floor(next() * 77), recommendations: [pick(recommendations)] },
        },
        metadata: metadata(editor, editorRole, new Date(at.getTime() + 86_400_000 * 30)),
      });
    }
    events.push(stream);
  }
  return { events, personal, lastNames };
}
