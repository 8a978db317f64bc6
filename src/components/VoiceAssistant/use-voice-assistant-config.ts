import { graphql, useStaticQuery } from 'gatsby';
import type { SiteConfig } from '../../config/schema';

/** GraphQL gives null for a setting left out of site.yaml. */
export type VoiceAssistantConfig = Omit<SiteConfig['voiceAssistant'], 'scriptIntegrity'> & {
  scriptIntegrity?: string | null | undefined;
};

interface VoiceAssistantQuery {
  siteYaml: { voiceAssistant: VoiceAssistantConfig };
}

/** site.yaml's voiceAssistant section (only the pages that render the widget load it). */
export function useVoiceAssistantConfig(): VoiceAssistantConfig {
  const { siteYaml } = useStaticQuery<VoiceAssistantQuery>(graphql`
    query VoiceAssistantConfig {
      siteYaml {
        voiceAssistant {
          enabled
          scriptUrl
          scriptIntegrity
          element
          attributes {
            name
            value
          }
        }
      }
    }
  `);
  return siteYaml.voiceAssistant;
}
