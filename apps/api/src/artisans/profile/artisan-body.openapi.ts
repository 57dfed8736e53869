const text = { type: 'string', nullable: true };
const iri = (path: string) => ({ type: 'string', example: `/api/${path}/1` }) as const;
const iris = (path: string) =>
  ({ type: 'array', items: { type: 'string', example: `/api/${path}/1` } }) as const;

/** The artisan body of POST /api/artisans (staff) and PUT /api/artisans/{id} (SPEC.md section 3). */
export const ARTISAN_BODY_PROPERTIES = {
  title: { type: 'string', enum: ['Mr.', 'Ms.'], description: '`gender` is accepted too' },
  firstName: { type: 'string', description: 'Trimmed and capitalised per word and per hyphen' },
  lastName: { type: 'string', description: 'Trimmed and capitalised per word and per hyphen' },
  email: { type: 'string', format: 'email', nullable: true },
  phone: text,
  associated: text,
  workshop: text,
  website: { ...text, description: 'A missing scheme gets https://' },
  address: text,
  postalCode: text,
  place: { ...text, description: 'Letters (accented too), digits, space, hyphen, underscore and dot' },
  pinterest: text,
  facebook: text,
  instagram: text,
  youtube: text,
  otherSocial: text,
  country: iri('countries'),
  craftMaterail: iri('craft_materails'),
  craftPerson: { ...iri('craft_people'), nullable: true },
  inActivity: { type: 'integer', minimum: 1900, description: 'Up to next year' },
  master: { type: 'boolean', default: false },
  risingTalent: { type: 'boolean', default: false },
  deceased: { type: 'boolean', default: false },
  recommendations: { ...iris('recommendations'), description: 'Recommended for' },
  consideredAs: { type: 'string', enum: ['Rising Talent', 'Master'], nullable: true },
  confirmeds: { ...iris('confirmeds'), description: 'Confirmed for (`confirmedFor` is accepted too)' },
  suggestedCountries: {
    ...iris('countries'),
    description: 'Countries besides its own whose network members see the artisan',
  },
  selfAssessment: { type: 'boolean', default: true },
  isReceiveNews: { type: 'boolean', default: false },
  pending: { type: 'boolean', default: false, description: 'Only admins set it' },
};
