/**
 * Lets Decap CMS start under a Content-Security-Policy without
 * 'unsafe-eval'.
 *
 * The one place Decap evaluates code is the check of its configuration: it
 * hands its JSON Schema to ajv, which compiles a validator with
 * `new Function('self', 'scope', code)`, and the policy forbids that. Our
 * configuration is generated, and the unit tests check it with Decap's own
 * validation (where evaluating code is allowed), so in the browser that one
 * compiled validator is replaced by one that accepts. Any other use of the
 * Function constructor behaves as without this: the policy refuses it.
 */
type FunctionConstructorLike = (...args: string[]) => unknown;

function acceptingValidatorFactory(): () => unknown {
  return () => {
    const validate = Object.assign(() => true, { errors: null });
    return validate;
  };
}

export function acceptPrecheckedConfiguration(): void {
  const original = globalThis.Function;
  const isAjvCompile = (args: readonly string[]) =>
    args.length === 3 && args[0] === 'self' && args[1] === 'scope';
  const replacement = function Function(...args: string[]) {
    if (isAjvCompile(args)) return acceptingValidatorFactory();
    return (original as unknown as FunctionConstructorLike)(...args);
  };
  replacement.prototype = original.prototype;
  globalThis.Function = replacement as unknown as FunctionConstructor;
}
