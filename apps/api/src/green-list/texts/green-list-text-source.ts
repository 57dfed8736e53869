import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type Language } from '@artisans/domain';
import { translator, type Translate } from '../../evaluation/downloads/locale-texts';
import { GreenListTextsReader } from './green-list-texts.reader';
import { ShippedGreenListTexts, nest } from './shipped-green-list-texts';

/**
 * The Green List's texts as artisans read them (the shipped file with the reviewers' corrections
 * over it), for what the API writes itself: the downloads.
 */
@Injectable()
export class GreenListTextSource {
  constructor(
    private readonly shipped: ShippedGreenListTexts,
    private readonly reader: GreenListTextsReader,
  ) {}

  async translator(language: Language): Promise<Translate> {
    const [messages, english] = await Promise.all([
      this.current(language),
      language === DEFAULT_LANGUAGE ? undefined : this.current(DEFAULT_LANGUAGE),
    ]);
    return translator(messages, english ?? messages);
  }

  private async current(language: Language): Promise<Record<string, unknown>> {
    const [shipped, corrections] = await Promise.all([
      this.shipped.messages(language),
      this.reader.corrections(language),
    ]);
    return nest([...shipped, ...Object.entries(corrections)]);
  }
}
