import { CommandHandler, type ICommandHandler, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, type Language } from '@artisans/domain';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { CommandRunner } from '../../infrastructure/commands/command-runner';
import { greenListTextDecider, greenListTextStreamId } from './green-list-text.decider';
import {
  GreenListTextsReader,
  type GreenListTextChange,
  type GreenListTextEntry,
  type GreenListTextsPage,
} from './green-list-texts.reader';
import { commandWith, forwardTo, queryWith } from '../../infrastructure/commands/messages';

const unknownKey = (key: string) =>
  new DomainError('invalid', `${key} is not a text of the Green List.`, 'unknown-green-list-text');

/** GET /api/green-list-texts/{language}: every entry in that language, and what waits per language. */
export class ListGreenListTexts extends queryWith<{ language: Language }, GreenListTextsPage>() {}

@QueryHandler(ListGreenListTexts)
export class ListGreenListTextsHandler extends forwardTo(
  GreenListTextsReader,
  (reader, { language }: ListGreenListTexts) => reader.page(language),
) {}

/** GET /api/green-list-texts/{language}/corrections: what the wizard lays over the shipped file. */
export class GetGreenListTextCorrections extends queryWith<
  { language: Language },
  Record<string, string>
>() {}

@QueryHandler(GetGreenListTextCorrections)
export class GetGreenListTextCorrectionsHandler extends forwardTo(
  GreenListTextsReader,
  (reader, { language }: GetGreenListTextCorrections) => reader.corrections(language),
) {}

/** GET /api/green-list-texts/{language}/{key}/changes: who corrected the entry, when, before, after. */
export class GetGreenListTextChanges extends queryWith<
  { language: Language; key: string },
  GreenListTextChange[]
>() {}

@QueryHandler(GetGreenListTextChanges)
export class GetGreenListTextChangesHandler implements IQueryHandler<GetGreenListTextChanges> {
  constructor(private readonly reader: GreenListTextsReader) {}

  async execute({ language, key }: GetGreenListTextChanges): Promise<GreenListTextChange[]> {
    if (!(await this.reader.isEntry(key))) throw unknownKey(key);
    return this.reader.changes(language, key);
  }
}

/** PUT /api/green-list-texts/{language}/{key}: correct, validate and comment one entry. */
export class ReviewGreenListText extends commandWith<
  {
    language: Language;
    key: string;
    change: { value?: string; validated?: boolean; comment?: string };
    context: CommandContext;
  },
  GreenListTextEntry
>() {}

@CommandHandler(ReviewGreenListText)
export class ReviewGreenListTextHandler implements ICommandHandler<ReviewGreenListText> {
  constructor(
    private readonly reader: GreenListTextsReader,
    private readonly runner: CommandRunner,
  ) {}

  async execute({ language, key, change, context }: ReviewGreenListText): Promise<GreenListTextEntry> {
    if (!(await this.reader.isEntry(key))) throw unknownKey(key);
    const { shipped, english } = await this.reader.shippedText(language, key);
    await this.runner.run(
      greenListTextStreamId(language, key),
      greenListTextDecider,
      { type: 'ReviewGreenListText', language, key, shipped, english, change },
      context,
    );
    const page = await this.reader.page(language);
    const entry = page.entries.find((candidate) => candidate.key === key);
    if (!entry) throw unknownKey(key);
    return entry;
  }
}
