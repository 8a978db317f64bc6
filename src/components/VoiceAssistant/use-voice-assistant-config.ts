import { graphql, useStaticQuery } from 'gatsby';
import type { SiteConfig } from '../../config/schema';

export type VoiceAssistantConfig = SiteConfig['voiceAssistant'];

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
