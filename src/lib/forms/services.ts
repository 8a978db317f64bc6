/**
 * The services a link can ask about with /contact/?service=<id>: those of
 * data/services.yaml, each with the translation key of its name (shown in
 * "I'm interested in: …").
 */
export function serviceLabelKeys(
  services: ReadonlyArray<{ id: string; label: string }>,
): Readonly<Record<string, string>> {
  return Object.fromEntries(services.map((service) => [service.id, service.label]));
}
