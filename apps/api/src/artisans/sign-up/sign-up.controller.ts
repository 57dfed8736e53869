import { Body, Controller, Header, Headers, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { DomainError, MESSAGES, negotiateLanguage } from '@artisans/domain';
import { Public } from '../../accounts/auth/auth.decorators';
import { TokenService } from '../../accounts/auth/token.service';
import { actorContext } from '../../infrastructure/commands/command-context';
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
import { SignUpService } from './sign-up.service';

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
    private readonly signUps: SignUpService,
    private readonly tokens: TokenService,
  ) {}

  @Public()
  @Post(['api/artisans', 'api/artisans.json'])
  @HttpCode(201)
  @Header('Content-Type', HYDRA_CONTENT_TYPE)
  @ApiOperation({
    summary:
      'Sign-up of an artisan (no token): registers it IN PROGRESS and mails the email confirmation link',
    description:
      'JSON or form-encoded. 409 "This artisan already exists…" when an artisan with the same first and last ' +
      'name, country and email is known (compared without case and accents); 409 "This email already exists" ' +
      'for another artisan’s address. Staff creation of artisans comes with the registry: a staff token gets 403.',
  })
  @ApiHeader({ name: 'Accept-Language', required: false, description: 'The language of the mails sent' })
  @ApiBody({
    schema: {
      type: 'object',
      required: [
        'title',
        'firstName',
        'lastName',
        'email',
        'password',
        'country',
        'craftMaterail',
        'craftPerson',
        'inActivity',
      ],
      properties: {
        title: { type: 'string', enum: ['Mr.', 'Ms.'], description: '`gender` is accepted too' },
        firstName: text,
        lastName: text,
        email: { type: 'string', format: 'email' },
        password: { type: 'string', format: 'password', minLength: 8 },
        confirmation: { type: 'string', format: 'password' },
        country: { type: 'string', example: '/api/countries/250' },
        craftMaterail: { type: 'string', example: '/api/craft_materails/1' },
        craftPerson: { type: 'string', example: '/api/craft_people/1' },
        inActivity: { type: 'integer', minimum: 1900 },
        associated: text,
        workshop: text,
        website: text,
        address: text,
        postalCode: text,
        place: text,
        phone: text,
        pinterest: text,
        facebook: text,
        instagram: text,
        youtube: text,
        otherSocial: text,
        isReceiveNews: { type: 'boolean', default: false },
      },
    },
  })
  async signUp(
    @Body() body: unknown,
    @Ip() ip: string,
    @Headers('authorization') authorization?: string,
    @Headers('accept-language') acceptLanguage?: string,
    @Headers('x-correlation-id') correlationId?: string,
  ): Promise<ArtisanResource> {
    const input = parseInput(signUpSchema, withTitleAlias(body));
    await this.refuseSignedIn(authorization);
    const {
      country,
      craftMaterail,
      craftPerson,
      isReceiveNews,
      confirmation: _confirmation,
      ...rest
    } = input;
    return this.signUps.signUp(
      {
        ...rest,
        countryId: country,
        craftMaterialId: craftMaterail,
        craftPersonId: craftPerson,
        receiveNews: isReceiveNews,
      },
      negotiateLanguage(acceptLanguage),
      ip,
      actorContext(undefined, correlationId),
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
    return { exists: await this.signUps.exists(input, ip) };
  }

  /** Signed-in people do not sign up: staff creation of artisans is the registry's (a later issue). */
  private async refuseSignedIn(authorization: string | undefined): Promise<void> {
    const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    if (token && (await this.tokens.verify(token)))
      throw new DomainError('forbidden', MESSAGES.forbidden, 'forbidden');
  }
}
