import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  EVALUATION_MESSAGES,
  openCriteria,
  submitBlocker,
  type SelfAssessmentView,
} from '@artisans/domain';
import type { Session } from '../accounts/auth/session';
import { ArtisanProfilesService } from '../artisans/profile/artisan-profiles.service';
import { CommandRunner } from '../infrastructure/commands/command-runner';
import type { CommandContext } from '../infrastructure/commands/command-context';
import type { Db } from '../infrastructure/database/database';
import { DB } from '../infrastructure/tokens';
import {
  selfAssessmentDecider,
  selfAssessmentStreamId,
  type SelfAssessmentCommand,
  type SelfAssessmentState,
} from './domain/self-assessment.decider';
import { evaluationTextsCodec } from './evaluation-texts';
import { toSheetView } from './evaluation-view';
import type { DistributiveOmit } from './evaluations.service';

export const SELF_ASSESSMENT_MESSAGES = {
  notEnabled: 'The self-assessment is not offered to this artisan.',
  craftFirst: 'Please choose your craft in your profile before assessing yourself.',
} as const;

/** What a use case asks of the self-assessment decider: the artisan is added here. */
export type SelfAssessmentRequest = DistributiveOmit<SelfAssessmentCommand, 'artisanId'>;
export type SelfAnswers = Extract<SelfAssessmentCommand, { type: 'RecordSelfAnswers' }>['answers'];

/** The wire contract the web reads too (libs/domain/src/contracts/evaluation.ts). */
export type { SelfAssessmentView };

/**
 * The artisan's self-assessment ("My evaluation"): the artisan fills it in once a craft is set and
 * while the foundation offers it (the profile's selfAssessment flag); staff who reach the artisan
 * read it, beside their own evaluation in the analysis.
 */
@Injectable()
export class SelfAssessmentsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly commands: CommandRunner,
    private readonly profiles: ArtisanProfilesService,
  ) {}

  async view(session: Session, artisanId: string): Promise<SelfAssessmentView> {
    const artisan = await this.profiles.reachable(session, artisanId, 'read');
    return toView(artisan.id, await this.state(artisan.id));
  }

  /** The state alone, for the analysis (which checks access itself). */
  async state(artisanId: string): Promise<SelfAssessmentState> {
    const { state } = await this.commands.current(
      selfAssessmentStreamId(artisanId),
      selfAssessmentDecider,
      evaluationTextsCodec(this.db, artisanId),
    );
    return state;
  }

  async execute(
    session: Session,
    artisanId: string,
    command: SelfAssessmentRequest,
    context: CommandContext,
  ): Promise<SelfAssessmentView> {
    const artisan = await this.profiles.reachable(session, artisanId, 'change');
    const { profile } = artisan.account;
    if (!profile.selfAssessment)
      throw new DomainError('forbidden', SELF_ASSESSMENT_MESSAGES.notEnabled, 'forbidden');
    if (profile.craftMaterialId === null)
      throw new DomainError('conflict', SELF_ASSESSMENT_MESSAGES.craftFirst, 'craft-first');
    const { state } = await this.commands.run(
      selfAssessmentStreamId(artisan.id),
      selfAssessmentDecider,
      { ...command, artisanId: artisan.id } as SelfAssessmentCommand,
      context,
      { codec: evaluationTextsCodec(this.db, artisan.id) },
    );
    return toView(artisan.id, state);
  }
}

function toView(artisanId: string, state: SelfAssessmentState): SelfAssessmentView {
  const blocker = state.submitted ? 'locked' : submitBlocker(state.sheet);
  const open = state.submitted ? [] : openCriteria(state.validated);
  return {
    '@id': `/api/artisans/${artisanId}/self-assessment`,
    artisan: `/api/artisans/${artisanId}`,
    submitted: state.submitted,
    submitBlocker: blocker ? EVALUATION_MESSAGES[blocker] : null,
    ...toSheetView(state.sheet, state.validated, open, (criterion, question, { points, comment }) => {
      const answer = state.answers[criterion]?.[question];
      return answer && { answer, points, comment };
    }),
  };
}
