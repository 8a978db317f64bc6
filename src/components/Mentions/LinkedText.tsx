import { Fragment, useMemo } from 'react';
import { useSiteConfig } from '../../hooks/use-site-config';
import { linkMentions, mentionsOf } from '../../i18n/mentions';
import { usePageLanguage } from '../../i18n/use-page-language';
import { useTranslation } from '../../i18n/use-translation';
import { LocalizedLink } from '../Link/LocalizedLink';

/** The pages texts may mention on this page, from common:mentions and site.yaml's routes. */
function usePageMentions() {
  const { t } = useTranslation();
  const { routes } = useSiteConfig();
  const { originalPath } = usePageLanguage();
  return useMemo(
    () =>
      mentionsOf(t('common:mentions', { returnObjects: true }) as unknown, routes, originalPath),
    [t, routes, originalPath],
  );
}

/**
 * A translated text with each page it names in passing linked to that page
 * (the gobo designer, from the lighting page's copy): see i18n/mentions.ts.
 */
export function LinkedText({ text }: { text: string }) {
  const mentions = usePageMentions();
  return (
    <>
      {linkMentions(text, mentions).map((part, index) =>
        part.to ? (
          <LocalizedLink key={index} to={part.to}>
            {part.text}
          </LocalizedLink>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
