import { Inject, Injectable } from '@nestjs/common';
import { CRITERION_IDS, criteriaKeys, labelIn, type CriterionId, type Language } from '@artisans/domain';
import {
  artisanDecider,
  artisanStreamId,
  type ArtisanEvent,
  type ArtisanProfile,
} from '../../artisans/domain/artisan.decider';
import type { Db } from '../../infrastructure/database/database';
import { START, type EventStore, type StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { DB, EVENT_STORE } from '../../infrastructure/tokens';
import { evaluationStreamId } from '../domain/evaluation.decider';
import { evaluationStatistics, type EvaluationStreamEvent, type Period } from './evaluation-statistics';
import { LocaleTexts } from './locale-texts';
import { statisticsWorkbook, type ArtisanFacts } from './statistics-workbook';

const BATCH = 2_000;
const EVALUATION_PREFIX = evaluationStreamId('');
const ARTISAN_PREFIX = artisanStreamId('');

type Where = Pick<ArtisanProfile, 'countryId' | 'craftMaterialId' | 'craftPersonId'>;

/**
 * The statistics download (SPEC.md section 2: "Excel statistics from the beginning or for a
 * period"), rebuilt from the events each time: the evaluation streams for the evaluations, the
 * artisan streams for where each artisan works (as last recorded, so that deleted artisans keep
 * their country and craft), the personal-data table for names (erased artisans have none).
 *
 * It reads the whole log for every download. That is fine at the foundation's scale (thousands of
 * artisans, a download now and then); a statistics read model fed by a projection is the way on
 * when it stops being fine.
 */
@Injectable()
export class EvaluationStatisticsService {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(DB) private readonly db: Db,
    private readonly texts: LocaleTexts,
  ) {}

  async workbook(period: Period, language: Language, now = new Date()): Promise<Buffer> {
    const { streams, places } = await this.readEvents();
    const statistics = evaluationStatistics(streams, period);
    const ids = statistics.evaluations.map((row) => row.artisanId);
    const english = await this.texts.translator('criteria', 'en');
    const criterionNames = Object.fromEntries(
      CRITERION_IDS.map((id) => [id, english(criteriaKeys.criterionName(id), id)]),
    ) as Record<CriterionId, string>;
    return statisticsWorkbook({
      statistics,
      artisans: await this.facts(ids, places, language),
      criterionNames,
      generatedAt: now,
    });
  }

  /** Every evaluation stream by artisan, and each artisan's last recorded country and craft. */
  private async readEvents(): Promise<{
    streams: Map<string, EvaluationStreamEvent[]>;
    places: Map<string, Where>;
  }> {
    const streams = new Map<string, EvaluationStreamEvent[]>();
    const artisans = new Map<string, ReturnType<typeof artisanDecider.initialState>>();
    const places = new Map<string, Where>();
    let after = START;
    for (;;) {
      const batch = await this.eventStore.readAll({ after, limit: BATCH });
      if (batch.length === 0) break;
      after = batch.at(-1)!.globalPosition;
      for (const event of batch) {
        if (event.streamId.startsWith(EVALUATION_PREFIX)) {
          const artisanId = event.streamId.slice(EVALUATION_PREFIX.length);
          const events = streams.get(artisanId) ?? [];
          events.push(event as EvaluationStreamEvent);
          streams.set(artisanId, events);
        } else if (event.streamId.startsWith(ARTISAN_PREFIX)) {
          const artisanId = event.streamId.slice(ARTISAN_PREFIX.length);
          const state = artisanDecider.evolve(
            artisans.get(artisanId) ?? artisanDecider.initialState(),
            event as StoredEvent & ArtisanEvent,
          );
          artisans.set(artisanId, state);
          if (state.status === 'registered') {
            const { countryId, craftMaterialId, craftPersonId } = state.account.profile;
            places.set(artisanId, { countryId, craftMaterialId, craftPersonId });
          }
        }
      }
      if (batch.length < BATCH) break;
    }
    return { streams, places };
  }

  private async facts(
    ids: readonly string[],
    places: ReadonlyMap<string, Where>,
    language: Language,
  ): Promise<Map<string, ArtisanFacts>> {
    if (ids.length === 0) return new Map();
    const [names, countries, crafts] = await Promise.all([
      this.db
        .selectFrom('artisan_personal_data')
        .select(['artisan_id', 'first_name', 'last_name'])
        .where('artisan_id', 'in', ids)
        .execute(),
      this.db.selectFrom('countries').select(['id', 'names']).execute(),
      this.db.selectFrom('craft_materials').select(['id', 'names']).execute(),
    ]);
    const nameOf = new Map(names.map((row) => [row.artisan_id, row]));
    const label = (rows: { id: number; names: Partial<Record<string, string>> }[]) => {
      const byId = new Map(rows.map((row) => [row.id, labelIn(row.names, language)]));
      return (id: number | null | undefined) => (id == null ? null : (byId.get(id) ?? null));
    };
    const country = label(countries);
    const craft = label(crafts);
    return new Map(
      ids.map((id) => {
        const place = places.get(id);
        const name = nameOf.get(id);
        return [
          id,
          {
            firstName: name?.first_name ?? null,
            lastName: name?.last_name ?? null,
            country: country(place?.countryId),
            craft: craft(place?.craftMaterialId),
          },
        ];
      }),
    );
  }
}
