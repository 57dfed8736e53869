import { Injectable } from '@nestjs/common';
import { GREEN_LIST_NAMESPACE, type Language } from '@artisans/domain';
import { LocaleTexts, type Translate } from '../../evaluation/downloads/locale-texts';

/** The Green List's texts as artisans read them, for what the API writes itself (the downloads). */
@Injectable()
export class GreenListTextSource {
  constructor(private readonly localeTexts: LocaleTexts) {}

  translator(language: Language): Promise<Translate> {
    return this.localeTexts.translator(GREEN_LIST_NAMESPACE, language);
  }
}
