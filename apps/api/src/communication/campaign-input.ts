import { z } from 'zod';
import { LANGUAGES, STAFF_ROLES, STATUS_EVALS } from '@artisans/domain';
import { parseInput } from '../infrastructure/http/validation';
import { sanitizeCampaignHtml } from './campaign-html';
import {
  CAMPAIGN_HTML_MAX_LENGTH,
  CAMPAIGN_SUBJECT_MAX_LENGTH,
  type CampaignAudience,
  type CampaignContent,
} from './domain/campaign.decider';

const ids = (name: string) =>
  z
    .array(
      z
        .number({ error: `${name} must be a list of ids.` })
        .int()
        .positive(),
    )
    .max(500)
    .default([]);

const audienceSchema = z
  .object({
    artisans: z
      .object({
        countries: ids('artisans.countries'),
        craftMaterials: ids('artisans.craftMaterials'),
        statusEval: z.array(z.enum(STATUS_EVALS)).default([]),
        recommendations: ids('artisans.recommendations'),
      })
      .strict()
      .nullable()
      .default(null),
    staff: z
      .object({ roles: z.array(z.enum(STAFF_ROLES)).default([]), countries: ids('staff.countries') })
      .strict()
      .nullable()
      .default(null),
  })
  .strict();

const messageSchema = z
  .object({
    language: z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}.` }),
    subject: z.string().max(CAMPAIGN_SUBJECT_MAX_LENGTH, { error: 'The subject is at most 200 characters.' }),
    html: z.string().max(CAMPAIGN_HTML_MAX_LENGTH * 2, { error: 'The text is too long.' }),
  })
  .strict();

const contentSchema = z
  .object({ messages: z.array(messageSchema).max(LANGUAGES.length * 2), audience: audienceSchema })
  .strict();

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseAudience(body: unknown): CampaignAudience {
  return parseInput(z.object({ audience: audienceSchema }).strict(), body).audience;
}

/** The body of a campaign: the HTML is sanitised here, before any command sees it. */
export function parseCampaignContent(body: unknown): CampaignContent {
  const input = parseInput(contentSchema, body);
  return {
    audience: input.audience,
    messages: input.messages.map((message) => ({
      language: message.language,
      subject: message.subject.replace(/\s+/g, ' ').trim(),
      html: sanitizeCampaignHtml(message.html),
    })),
  };
}
