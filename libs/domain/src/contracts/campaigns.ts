import type { Language } from '../languages';
import type { StaffRole } from '../roles';
import type { StatusEval } from '../statuses';

/**
 * The newsletters' wire contract (issue 17): what the web sends to draft a campaign and count its
 * audience, and what the API answers about a campaign.
 */

/** A message in one language; the body is HTML, sanitised by the API before it is stored. */
export type CampaignMessage = { language: Language; subject: string; html: string };

/** Artisans who accepted news, narrowed by the artisan list's filters (absent or empty: all). */
export type ArtisanAudience = {
  countries: number[];
  craftMaterials: number[];
  statusEval: StatusEval[];
  recommendations: number[];
};

/** Staff members by role and country (empty: every role, every country). */
export type StaffAudience = { roles: StaffRole[]; countries: number[] };

/** Who gets the campaign: artisans who accepted news, staff members, or both (null: not them). */
export type CampaignAudience = { artisans: ArtisanAudience | null; staff: StaffAudience | null };

/** POST /api/campaigns and PUT /api/campaigns/{id}: the draft's messages and audience. */
export type CampaignContent = { messages: CampaignMessage[]; audience: CampaignAudience };

/** POST /api/campaigns/audience: how many recipients the audience reaches now. */
export type AudienceCount = { artisans: number; staff: number; total: number };

export type CampaignStatus = 'draft' | 'sending' | 'finished';
