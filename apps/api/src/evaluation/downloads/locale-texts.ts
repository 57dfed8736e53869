import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type Language } from '@artisans/domain';
import type { AppConfig } from '@artisans/platform';
import { APP_CONFIG } from '../../infrastructure/tokens';

/**
 * The web app's locale files (apps/web/public/locales/<language>/<namespace>.json), read by the API
 * for what it writes itself (the analysis PDF): one set of translations for both. The same relative
 * path holds from src/ (tests) and dist/ (the built API); a built web app (WEB_DIST_DIR) has them too.
 */
export function localeDirectories(webDistDir?: string): string[] {
  const apps = resolve(__dirname, '../../../../');
  return [
    ...(webDistDir ? [join(resolve(webDistDir), 'locales')] : []),
    join(apps, 'web/public/locales'),
    join(apps, 'web/dist/locales'),
  ];
}

type Messages = Readonly<Record<string, unknown>>;

export type Translate = (key: string, fallback: string, values?: Record<string, string | number>) => string;

/** A message by its dotted key in nested JSON (i18next's layout); keys may hold spaces. */
function lookUp(messages: Messages | undefined, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node.trim() !== '' ? node : undefined;
}

function interpolate(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** In the language, else in English, else the caller's fallback (a missing file is not an error). */
export function translator(language: Messages | undefined, english: Messages | undefined): Translate {
  return (key, fallback, values) =>
    interpolate(lookUp(language, key) ?? lookUp(english, key) ?? fallback, values);
}

/** The files change only with a release, but another process may write them in development. */
const CACHE_TTL_MS = 60_000;

/** The first folder of `directories` that has English, or undefined (then every text falls back). */
export function localeDirectory(directories: readonly string[]): string | undefined {
  return directories.find((directory) => existsSync(join(directory, DEFAULT_LANGUAGE)));
}

@Injectable()
export class LocaleTexts {
  private readonly cache = new Map<string, { expiresAt: number; value: Promise<Messages | undefined> }>();
  private readonly directory: string | undefined;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'WEB_DIST_DIR'>) {
    this.directory = localeDirectory(localeDirectories(config.WEB_DIST_DIR));
  }

  /** A translator for one namespace in `language`, falling back to English. */
  async translator(namespace: string, language: Language): Promise<Translate> {
    const [messages, english] = await Promise.all([
      this.load(language, namespace),
      language === DEFAULT_LANGUAGE ? undefined : this.load(DEFAULT_LANGUAGE, namespace),
    ]);
    return translator(messages, language === DEFAULT_LANGUAGE ? messages : english);
  }

  private load(language: Language, namespace: string): Promise<Messages | undefined> {
    if (!this.directory || !/^[\w-]+$/.test(namespace)) return Promise.resolve(undefined);
    const file = join(this.directory, language, `${namespace}.json`);
    const cached = this.cache.get(file);
    if (cached && cached.expiresAt > Date.now()) return cached.value;
    const value = readFile(file, 'utf8')
      .then((text) => JSON.parse(text) as Messages)
      .catch(() => undefined);
    this.cache.set(file, { expiresAt: Date.now() + CACHE_TTL_MS, value });
    return value;
  }
}
