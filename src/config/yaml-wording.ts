/**
 * The words for the YAML slips that are found two ways (in the text before
 * parsing, and from the parser's errors), written once so the owner reads the
 * same sentence whichever way the slip was caught.
 */

/** A value in the quotes YAML needs: double, or single when it holds a double quote. */
export function yamlQuoted(value: string): string {
  return value.includes('"') ? `'${value.replace(/'/g, "''")}'` : `"${value}"`;
}

export function colonInValueWords(key: string, value: string) {
  return {
    problem: `The value of "${key}" contains a colon followed by a space (": "), which YAML reads as the start of another setting.`,
    fix: `Put the whole value in quotes: ${key}: ${yamlQuoted(value)}`,
  };
}

export function noSpaceAfterColonWords(key: string, value: string) {
  return {
    problem: `"${key}:${value}" has no space after the colon, so YAML does not see a setting here.`,
    fix: `Add a space after the colon: ${key}: ${value}`,
  };
}

export function missingColonWords(key: string, value: string) {
  return {
    problem: `The setting "${key}" has no colon after its name.`,
    fix: value
      ? `Add a colon after the name: ${key}: ${value}`
      : `Add a colon after the name: ${key}:`,
  };
}
