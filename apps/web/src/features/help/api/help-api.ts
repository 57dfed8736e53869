import type { HelpOverview, MainVideoInfo, TutorialTexts } from '@artisans/domain/contracts/help';
import type { HelpItem, TutorialFlag, TutorialStepText } from '@artisans/domain/help';
import { startSession } from '../../../lib/auth/session';
import { apiFetch } from '../../../lib/http/http-client';

/** Only the tutorials an admin rewrote for a language are in the overview; the others use the locale files. */
export type { HelpOverview, MainVideoInfo };

/** GET /api/help: the tutorial texts an admin wrote for a language, and whether there is a video. */
export function getHelp(language: string): Promise<HelpOverview> {
  return apiFetch<HelpOverview>(`/api/help?language=${encodeURIComponent(language)}`, { silent: true });
}

/**
 * POST /api/help/dismissed: recorded for the account; the answer's token carries the flag, and the
 * session (and its cookies) is renewed with it so that the next page knows at once.
 */
export async function dismissHelp(item: HelpItem): Promise<void> {
  const { token } = await apiFetch<{ token: string }>('/api/help/dismissed', {
    method: 'POST',
    json: { item },
    silent: true,
  });
  startSession(token);
}

/** The main video's bytes (it needs the bearer token, so the player gets an object URL). */
export function getMainVideo(): Promise<Blob> {
  return apiFetch<Blob>('/api/help/video', { responseType: 'blob' });
}

export function saveTutorialText(
  tutorial: TutorialFlag,
  language: string,
  steps: Record<string, TutorialStepText>,
): Promise<TutorialTexts> {
  return apiFetch(`/api/help/tutorials/${tutorial}/${language}`, { method: 'PUT', json: { steps } });
}

export function resetTutorialText(tutorial: TutorialFlag, language: string): Promise<TutorialTexts> {
  return apiFetch(`/api/help/tutorials/${tutorial}/${language}`, { method: 'DELETE' });
}

export function uploadMainVideo(file: File): Promise<MainVideoInfo> {
  const body = new FormData();
  body.append('video', file);
  return apiFetch('/api/help/video', { method: 'PUT', body });
}

export function removeMainVideo(): Promise<void> {
  return apiFetch('/api/help/video', { method: 'DELETE' });
}
