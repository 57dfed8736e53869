import { Body, Controller, Get, Header, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { LANGUAGES, isLanguage, type Language } from '@artisans/domain';
import { Allow, Public } from '../../accounts/auth/auth.decorators';
import { CommandCtx } from '../../infrastructure/commands/command-context.decorator';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { AppError } from '../../infrastructure/http/problem.filter';
import { parseInput } from '../../infrastructure/http/validation';
import { GREEN_LIST_TEXT_LIMITS } from './green-list-text.decider';
import {
  GetGreenListTextChanges,
  GetGreenListTextCorrections,
  ListGreenListTexts,
  ReviewGreenListText,
} from './green-list-texts.handlers';
import type { GreenListTextChange, GreenListTextEntry, GreenListTextsPage } from './green-list-texts.reader';
import { BusController } from '../../infrastructure/http/bus-controller';

const LANGUAGE_PARAM = { name: 'language', enum: LANGUAGES, description: 'A language of the tool' };
const KEY_PARAM = {
  name: 'key',
  example: 'questions.p3.text',
  description: 'The entry: its key in green-list.json',
};

const reviewSchema = z
  .object({
    value: z
      .string()
      .max(GREEN_LIST_TEXT_LIMITS.value, {
        error: `The text must be at most ${GREEN_LIST_TEXT_LIMITS.value} characters.`,
      })
      .optional(),
    validated: z.boolean().optional(),
    comment: z
      .string()
      .max(GREEN_LIST_TEXT_LIMITS.comment, {
        error: `The comment must be at most ${GREEN_LIST_TEXT_LIMITS.comment} characters.`,
      })
      .optional(),
  })
  .strict()
  .refine((change) => Object.keys(change).length > 0, { error: 'Give a value, validated or a comment.' });

function language(value: string): Language {
  if (!isLanguage(value))
    throw new AppError(
      400,
      `${value} is not a language of the tool (${LANGUAGES.join(', ')}).`,
      'unknown-language',
    );
  return value;
}

/**
 * The Green List's translation entries (SPEC.md section 3: a key, and per language a value, a
 * validated flag and a reviewer's comment). Admins review them; each correction is an event of the
 * entry's stream (green-list-text.decider.ts) and reaches the wizard at once: it lays the public
 * `corrections` of its language over the shipped green-list.json, no redeploy needed.
 */
@ApiTags('green-list-texts')
@ApiBearerAuth()
@Controller('api/green-list-texts')
export class GreenListTextsController extends BusController {
  @Get(':language')
  @Allow('greenListTexts.manage')
  @ApiOperation({
    summary: 'Every Green List text in a language: English, shipped, current value, validated, comment',
    description: 'Admins only. `notValidated` counts, per language, the entries that wait for a validation.',
  })
  @ApiParam(LANGUAGE_PARAM)
  list(@Param('language') value: string): Promise<GreenListTextsPage> {
    return this.queries.execute(new ListGreenListTexts({ language: language(value) }));
  }

  @Get(':language/corrections')
  @Public()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: 'The corrected Green List texts of a language, by key (what the wizard lays over its file)',
    description: 'Public, like the locale files themselves. Usually empty or small.',
  })
  @ApiParam(LANGUAGE_PARAM)
  corrections(@Param('language') value: string): Promise<Record<string, string>> {
    return this.queries.execute(new GetGreenListTextCorrections({ language: language(value) }));
  }

  @Get(':language/:key/changes')
  @Allow('greenListTexts.manage')
  @ApiOperation({ summary: 'Every correction of an entry: who, when, before, after (newest first)' })
  @ApiParam(LANGUAGE_PARAM)
  @ApiParam(KEY_PARAM)
  changes(@Param('language') value: string, @Param('key') key: string): Promise<GreenListTextChange[]> {
    return this.queries.execute(new GetGreenListTextChanges({ language: language(value), key }));
  }

  @Put(':language/:key')
  @Allow('greenListTexts.manage')
  @ApiOperation({
    summary: 'Correct, validate and comment one entry in one language',
    description:
      'A correction must keep the English placeholders ({{name}}) and un-validates the entry unless ' +
      '`validated: true` comes with it. 400 for an unknown language or key, or a bad body.',
  })
  @ApiParam(LANGUAGE_PARAM)
  @ApiParam(KEY_PARAM)
  @ApiBody({
    schema: {
      type: 'object',
      example: { value: 'Suivez-vous votre consommation ?', validated: true, comment: 'Plus court' },
    },
  })
  review(
    @Param('language') value: string,
    @Param('key') key: string,
    @Body() body: unknown,
    @CommandCtx() context: CommandContext,
  ): Promise<GreenListTextEntry> {
    const lang = language(value);
    const change = parseInput(reviewSchema, body);
    return this.commands.execute(new ReviewGreenListText({ language: lang, key, change, context }));
  }
}
