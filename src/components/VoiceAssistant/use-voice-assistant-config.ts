import { graphql, useStaticQuery } from 'gatsby';
import { sourced } from '../../config/graphql/sourced';

/** site.yaml's voiceAssistant section as GraphQL gives it (null for a setting left out). */
export type VoiceAssistantConfig = NonNullable<
  Queries.VoiceAssistantConfigQuery['siteYaml']
>['voiceAssistant'];

/** site.yaml's voiceAssistant section (only the pages that render the widget load it). */
export function useVoiceAssistantConfig(): VoiceAssistantConfig {
  const { siteYaml } = useStaticQuery<Queries.VoiceAssistantConfigQuery>(graphql`
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
  return sourced(siteYaml, 'site.yaml').voiceAssistant;
}
