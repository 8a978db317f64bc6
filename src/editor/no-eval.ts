/**
 * Lets the editor run under a Content-Security-Policy without
 * 'unsafe-eval', with no code evaluated and no violation reported.
 *
 * Imported first by the editor's entry (src/editor/index.ts), before any
 * other module of it runs, and before Decap's script loads:
 *
 * - Decap checks its configuration with ajv, which compiles a validator with
 *   `new Function('self', 'scope', code)`. Our configuration is generated,
 *   and the unit tests check it with Decap's own validation (where
 *   evaluating code is allowed), so in the browser that one compiled
 *   validator is replaced by one that accepts.
 * - Libraries find the global object with `Function('return this')()`, and
 *   look for Node with `eval("require('util')")`: they get the answers a
 *   browser gives (the global object; "require is not defined").
 * - zod checks values without compiling them to code (its jitless mode).
 *
 * Any other use of the Function constructor or of eval behaves as without
 * this: the policy refuses it.
 */
import { z } from 'zod';

type Evaluate = (...args: string[]) => unknown;

function acceptingValidatorFactory(): () => unknown {
  return () => Object.assign(() => true, { errors: null });
}

const isAjvCompile = (args: readonly string[]) =>
  args.length === 3 && args[0] === 'self' && args[1] === 'scope';

const isGlobalObjectProbe = (args: readonly string[]) =>
  args.length === 1 && args[0]?.trim() === 'return this';

/** `eval("require('util').inspect")`: a library asking whether it runs in Node. */
const isNodeProbe = (code: unknown) =>
  typeof code === 'string' && /^require\('[a-z]+'\)(\.[a-zA-Z]+)?$/.test(code.trim());

function replaceFunctionConstructor(): void {
  const original = globalThis.Function;
  const replacement = function Function(...args: string[]) {
    if (isAjvCompile(args)) return acceptingValidatorFactory();
    if (isGlobalObjectProbe(args)) return () => globalThis;
    return (original as unknown as Evaluate)(...args);
  };
  replacement.prototype = original.prototype;
  globalThis.Function = replacement as unknown as FunctionConstructor;
}

function answerNodeProbes(): void {
  const original = globalThis.eval;
  globalThis.eval = (code: unknown) => {
    if (isNodeProbe(code)) throw new ReferenceError('require is not defined');
    return (original as (code: unknown) => unknown)(code);
  };
}

replaceFunctionConstructor();
answerNodeProbes();
z.config({ jitless: true });
