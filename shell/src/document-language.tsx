import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { languageOf } from './language.ts';

/**
 * Marks the document with the language of the area in view (`<html lang>`), so screen readers read
 * the Greek business area with a Greek voice and upper-case Greek drops its accents as it should.
 */
export function DocumentLanguage() {
  const { pathname } = useLocation();
  const language = languageOf(pathname);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return null;
}
