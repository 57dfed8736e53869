import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Language } from '@artisans/domain';
import type { Session } from '../../accounts/auth/session';
import { AnalysisPdfService, type AnalysisPdf } from './analysis-pdf.service';

/** GET /api/artisans/{id}/analysis.pdf: the analysis dashboard in the language asked (English without its font). */
export class GetAnalysisPdf extends Query<AnalysisPdf> {
  constructor(
    readonly session: Session,
    readonly artisanId: string,
    readonly language: Language,
  ) {
    super();
  }
}

@QueryHandler(GetAnalysisPdf)
export class GetAnalysisPdfHandler implements IQueryHandler<GetAnalysisPdf> {
  constructor(private readonly pdfs: AnalysisPdfService) {}

  execute({ session, artisanId, language }: GetAnalysisPdf): Promise<AnalysisPdf> {
    return this.pdfs.pdf(session, artisanId, language);
  }
}
