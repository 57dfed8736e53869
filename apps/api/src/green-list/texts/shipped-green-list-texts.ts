import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, GREEN_LIST_NAMESPACE, type Language } from '@artisans/domain';
import type { AppConfig } from '@artisans/platform';
import { localeDirectories, localeDirectory } from '../../evaluation/downloads/locale-texts';
import { APP_CONFIG } from '../../infrastructure/tokens';

/** A namespace's messages by their dotted key (`questions.p3.options.4`), i18next's nesting flattened. */
export type FlatMessages = ReadonlyMap<string, string>;

export function flatten(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') into.set(prefix, value);
  else if (typeof value === 'object' && value !== null)
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/** The flat messages nested again, as i18next and the API's translators read them. */
export function nest(messages: Iterable<[string, string]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, text] of messages) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const child = node[part];
      node = (typeof child === 'object' && child !== null ? child : (node[part] = {})) as Record<
        string,
        unknown
      >;
    }
    node[parts[parts.length - 1] ?? key] = text;
  }
  return root;
}

/**
 * The Green List's texts as shipped (apps/web/public/locales/<language>/green-list.json): the
 * entries are English's keys; each language's file gives their first value. Read once per process:
 * the files change only with a release.
 */
@Injectable()
export class ShippedGreenListTexts {
  private readonly directory: string | undefined;
  private readonly cache = new Map<Language, Promise<FlatMessages>>();

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'WEB_DIST_DIR'>) {
    this.directory = localeDirectory(localeDirectories(config.WEB_DIST_DIR));
  }

  /** Every entry's key, in the file's order. */
  async keys(): Promise<string[]> {
    return [...(await this.messages(DEFAULT_LANGUAGE)).keys()];
  }

  messages(language: Language): Promise<FlatMessages> {
    let cached = this.cache.get(language);
    if (!cached) {
      cached = this.load(language);
      this.cache.set(language, cached);
    }
    return cached;
  }

  private async load(language: Language): Promise<FlatMessages> {
    if (!this.directory) return new Map();
    try {
      const file = join(this.directory, language, `${GREEN_LIST_NAMESPACE}.json`);
      return flatten(JSON.parse(await readFile(file, 'utf8')));
    } catch {
      return new Map(); // a language without its file falls back to English, key by key
    }
  }
}
