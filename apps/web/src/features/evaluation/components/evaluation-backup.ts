import { isEmptyDraft, readDraft, type Draft, type EvaluationMode } from '../machines/evaluation-sheet';

/**
 * The answers the server does not have yet, kept in this browser so that closing it (or losing the
 * network) loses nothing: read back when the screen opens, dropped once the server has them all.
 * Per user, artisan and mode, so that two people on one computer never mix their drafts.
 */
export function backupKey(mode: EvaluationMode, userId: string, artisanId: string): string {
  return `evaluation-draft:${mode}:${userId}:${artisanId}`;
}

export function readBackup(key: string, mode: EvaluationMode): Draft {
  try {
    const text = localStorage.getItem(key);
    return text ? readDraft(mode, JSON.parse(text)) : {};
  } catch {
    return {}; // storage blocked or a damaged entry: the server's answers are still there
  }
}

export function writeBackup(key: string, pending: Draft): void {
  try {
    if (isEmptyDraft(pending)) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(pending));
  } catch {
    // storage blocked or full: the autosave still runs, only the local copy is missing
  }
}
