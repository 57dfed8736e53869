import { useParams } from 'react-router-dom';
import { isLanguage } from './language-resolution';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/** The language of the current URL (the language route has already checked it). */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
