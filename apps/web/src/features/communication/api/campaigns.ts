import type {
  AudienceCount,
  CampaignAudience,
  CampaignContent,
  CampaignMessage,
  CampaignStatus,
} from '@artisans/domain/contracts/campaigns';
import { apiFetch } from '../../../lib/http/http-client';
import type { Language } from '../../../lib/i18n/languages';
import { isLanguage } from '../../../lib/i18n/language-resolution';
import { isRecord } from '../../../lib/http/json';

/** The wire contract the API reads and writes too (libs/domain/src/contracts/campaigns.ts). */
export type { AudienceCount, CampaignAudience, CampaignContent };

export type CampaignProgress = { sent: number; failed: number; waiting: number };

export type Campaign = {
  id: string;
  status: CampaignStatus;
  messages: CampaignMessage[];
  createdBy: string | null;
  createdAt: string;
  testSentAt: string | null;
  sentAt: string | null;
  finishedAt: string | null;
  recipients: AudienceCount;
  progress: CampaignProgress;
  unsubscribed: number;
};

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const isStatus = (value: unknown): value is CampaignStatus =>
  value === 'draft' || value === 'sending' || value === 'finished';

function readCount(value: unknown): AudienceCount {
  const body = isRecord(value) ? value : {};
  return { artisans: count(body.artisans), staff: count(body.staff), total: count(body.total) };
}

/** A campaign of an API answer, checked; an answer of another shape is an error. */
export function readCampaign(value: unknown): Campaign {
  if (!isRecord(value) || typeof value.id !== 'string' || !isStatus(value.status))
    throw new Error('Not a campaign');
  const progress = isRecord(value.progress) ? value.progress : {};
  const messages = Array.isArray(value.messages) ? value.messages : [];
  return {
    id: value.id,
    status: value.status,
    messages: messages.flatMap((message): CampaignMessage[] =>
      isRecord(message) && isLanguage(text(message.language))
        ? [
            {
              language: message.language as Language,
              subject: text(message.subject) ?? '',
              html: text(message.html) ?? '',
            },
          ]
        : [],
    ),
    createdBy: isRecord(value.createdBy) ? text(value.createdBy.name) : null,
    createdAt: text(value.createdAt) ?? '',
    testSentAt: text(value.testSentAt),
    sentAt: text(value.sentAt),
    finishedAt: text(value.finishedAt),
    recipients: readCount(value.recipients),
    progress: {
      sent: count(progress.sent),
      failed: count(progress.failed),
      waiting: count(progress.waiting),
    },
    unsubscribed: count(value.unsubscribed),
  };
}

/** POST /api/campaigns/audience: how many recipients the audience reaches now. */
export async function countAudience(audience: CampaignAudience): Promise<AudienceCount> {
  return readCount(
    await apiFetch('/api/campaigns/audience', { method: 'POST', json: { audience }, silent: true }),
  );
}

/** POST /api/campaigns (a new draft) or PUT /api/campaigns/{id} (the draft changed). */
export async function saveDraft(id: string | null, content: CampaignContent): Promise<Campaign> {
  const body = id
    ? await apiFetch(`/api/campaigns/${id}`, { method: 'PUT', json: content })
    : await apiFetch('/api/campaigns', { method: 'POST', json: content });
  return readCampaign(body);
}

/** POST /api/campaigns/{id}/test: one mail a language, to the author. */
export async function sendTest(id: string): Promise<void> {
  await apiFetch(`/api/campaigns/${id}/test`, { method: 'POST' });
}

/** POST /api/campaigns/{id}/send: the campaign goes to its audience as it stands now. */
export async function sendCampaign(id: string): Promise<Campaign> {
  return readCampaign(await apiFetch(`/api/campaigns/${id}/send`, { method: 'POST' }));
}

/** GET /api/campaigns/{id}: the campaign and its live figures. */
export async function getCampaign(id: string): Promise<Campaign> {
  return readCampaign(await apiFetch(`/api/campaigns/${encodeURIComponent(id)}`, { silent: true }));
}

/** GET /api/campaigns: the history, newest first. */
export async function listCampaigns(): Promise<Campaign[]> {
  const body = await apiFetch('/api/campaigns');
  return Array.isArray(body) ? body.map(readCampaign) : [];
}
