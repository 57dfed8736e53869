import { Body, Controller, Header, Headers, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { DomainError, MESSAGES, can, negotiateLanguage } from '@artisans/domain';
import { Public } from '../../accounts/auth/auth.decorators';
import { SessionLoader } from '../../accounts/auth/session-loader';
import { asActor, type CommandContext } from '../../infrastructure/commands/command-context';
import { CommandCtx } from '../../infrastructure/commands/command-context.decorator';
import { HYDRA_CONTENT_TYPE } from '../../infrastructure/http/hydra';
import { parseInput, requiredText } from '../../infrastructure/http/validation';
import { COUNTRY, CRAFT_MATERIAL, CRAFT_PERSON } from '../../reference-data/reference-data.service';
import type { ArtisanResource } from '../artisan-resource';
import { ARTISAN_MESSAGES } from '../domain/artisan-messages';
import {
  artisanEmail,
  checkbox,
  checkConfirmation,
  confirmation,
  firstName,
  inActivity,
  lastName,
  link,
  optionalText,
  password,
  phone,
  place,
  reference,
  title,
  withTitleAlias,
} from '../http/artisan-input';
import { ARTISAN_BODY_PROPERTIES } from '../profile/artisan-body.openapi';
import { parseNewArtisan } from '../profile/profile-input';
import { CheckArtisanExists } from './check-artisan-exists.handler';
import { CreateArtisan } from './create-artisan.handler';
import { SignUpArtisan } from './sign-up-artisan.handler';

/** Step 2 of the sign-up (SPEC.md section 2 and the rules of section 5). */
const signUpSchema = z
  .object({
    title,
    firstName,
    lastName,
    email: artisanEmail,
    password,
    confirmation,
    country: reference(COUNTRY, ARTISAN_MESSAGES.countryRequired, ARTISAN_MESSAGES.unknownCountry),
    craftMaterail: reference(CRAFT_MATERIAL, ARTISAN_MESSAGES.craftRequired, ARTISAN_MESSAGES.unknownCraft),
    craftPerson: reference(
      CRAFT_PERSON,
      ARTISAN_MESSAGES.occupationRequired,
      ARTISAN_MESSAGES.unknownOccupation,
    ),
    inActivity,
    associated: optionalText('Associated'),
    workshop: optionalText('Workshop'),
    website: link('website'),
    address: optionalText('Address'),
    postalCode: optionalText('Postal code', 20),
    place,
    phone,
    pinterest: link('Pinterest'),
    facebook: link('Facebook'),
    instagram: link('Instagram'),
    youtube: link('YouTube'),
    otherSocial: link('other social network'),
    isReceiveNews: checkbox('isReceiveNews'),
  })
  .strict()
  .superRefine((value, ctx) => checkConfirmation(value, ctx, 'password'));

/** Step 1's check: the country by label (in any of our languages), IRI or id. */
const existenceSchema = z
  .object({
    title: title.optional(),
    firstName,
    lastName,
    email: artisanEmail,
    country: z.union([requiredText(ARTISAN_MESSAGES.countryRequired, 200), z.number()], {
      error: ARTISAN_MESSAGES.countryRequired,
    }),
  })
  .strict();

const text = { type: 'string' } as const;

@ApiTags('artisan accounts')
@Controller()
export class SignUpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly sessions: SessionLoader,
  ) {}

  @Public()
  @Post(['api/artisans', 'api/artisans.json'])
  @HttpCode(201)
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @ApiOperation({
    summary:
      'Without a token: the sign-up of an artisan (registered IN PROGRESS, mailed the confirmation link). ' +
      'With a staff token: staff add an artisan',
    description:
      'JSON or form-encoded. **Sign-up** (no token): the body below with `password`; 409 "This artisan already ' +
      'exists…" when an artisan with the same first and last name, country and email is known (compared ' +
      'without case and accents); 409 "This email already exists" for another artisan’s address.\n\n' +
      '**Staff** (a staff token; artisans get 403): the artisan profile without `password` — mandatory title, ' +
      "firstName, lastName, country, craftMaterail and inActivity, each with its message of SPEC.md section 5 plus 'Some " +
      "mandatory information is missing.'; network members, ambassadors and artisan hunters add artisans of their own " +
      'countries only (403); only admins set pending; optional `language` (the artisan’s mails; default: ' +
      'Accept-Language). Same duplicate rules (409). Answers 201 with the artisan. An invalid or expired ' +
      'token answers 401.',
  })
  @ApiHeader({
    name: 'Accept-Language',
    required: false,
    description: 'The language of the mails sent to the artisan',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['title', 'firstName', 'lastName', 'country', 'craftMaterail', 'inActivity'],
      properties: {
        ...ARTISAN_BODY_PROPERTIES,
        password: {
          type: 'string',
          format: 'password',
          minLength: 8,
          description: 'Sign-up only (then with email, craftPerson and password required)',
        },
        confirmation: { type: 'string', format: 'password', description: 'Sign-up only' },
        language: { type: 'string', example: 'fr', description: 'Staff only' },
      },
    },
  })
  async signUp(
    @Body() body: unknown,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
    @Headers('authorization') authorization?: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<ArtisanResource> {
    // The caller of this public route: nobody (no token), or the session of a token that works.
    const session = (await this.sessions.ofBearer(authorization))?.session;
    if (session?.kind === 'staff') {
      if (!can(session.role, 'artisans.create'))
        throw new DomainError('forbidden', MESSAGES.forbidden, 'forbidden');
      return this.commands.execute(
        new CreateArtisan(
          session,
          parseNewArtisan(body),
          negotiateLanguage(acceptLanguage),
          asActor(context, session),
        ),
      );
    }
    const input = parseInput(signUpSchema, withTitleAlias(body));
    // Artisans do not sign up again, nor add artisans.
    if (session) throw new DomainError('forbidden', MESSAGES.forbidden, 'forbidden');
    const {
      country,
      craftMaterail,
      craftPerson,
      isReceiveNews,
      confirmation: _confirmation,
      ...rest
    } = input;
    return this.commands.execute(
      new SignUpArtisan({
        input: {
          ...rest,
          countryId: country,
          craftMaterialId: craftMaterail,
          craftPersonId: craftPerson,
          receiveNews: isReceiveNews,
        },
        language: negotiateLanguage(acceptLanguage),
        ip,
        context,
      }),
    );
  }

  @Public()
  @Post('check-artisan-exitsts')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Sign-up step 1: { exists: true } when an artisan with this first and last name, country and email is known',
    description:
      'Compared without case and accents; country by label in any UI language, IRI or id. Rate limited.',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['firstName', 'lastName', 'country', 'email'],
      properties: { firstName: text, lastName: text, country: text, email: text },
    },
  })
  async check(@Body() body: unknown, @Ip() ip: string): Promise<{ exists: boolean }> {
    const input = parseInput(existenceSchema, withTitleAlias(body));
    return { exists: await this.queries.execute(new CheckArtisanExists({ input, ip })) };
  }
}
