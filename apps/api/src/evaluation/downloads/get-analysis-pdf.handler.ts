import { QueryHandler } from '@nestjs/cqrs';
import type { Language } from '@artisans/domain';
import type { Session } from '../../accounts/auth/session';
import { AnalysisPdfService, type AnalysisPdf } from './analysis-pdf.service';
import { forwardTo, queryWith } from '../../infrastructure/commands/messages';

/** GET /api/artisans/{id}/analysis.pdf: the analysis dashboard in the language asked (English without its font). */
export class GetAnalysisPdf extends queryWith<
  { session: Session; artisanId: string; language: Language },
  AnalysisPdf
>() {}

@QueryHandler(GetAnalysisPdf)
export class GetAnalysisPdfHandler extends forwardTo(
  AnalysisPdfService,
  (pdfs, { session, artisanId, language }: GetAnalysisPdf) => pdfs.pdf(session, artisanId, language),
) {}
