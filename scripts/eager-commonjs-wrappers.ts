import type { Plugin } from 'vite';

/**
 * The CommonJS packages the bundle wraps (React DOM, the scheduler, React) compiled as the page's scripts stream in,
 * not on the main thread when first run. Rolldown wraps each CommonJS module in an arrow function, which V8 compiles
 * lazily, when it is first called: React DOM's 200 KB were parsed on the main thread while its chunk was evaluated, a
 * 10–30 ms task on the page's start (decision 0239). A parenthesised `function` expression is one V8 compiles
 * eagerly, on the thread that streams the script in. The body behaves the same: Rolldown hands a module that reads
 * `this` a parameter in its place, and `arguments`, which an arrow function does not have, becomes the wrapper's, as
 * in Node. Source maps are not kept exact on the wrapper's own line (the production build writes none).
 */
export function eagerCommonJsWrappers(): Plugin {
  // Rolldown's parameters: exports, module and, for a module that reads its `this`, a stand-in for it.
  const WRAPPER = /__commonJSMin\(\(\(([\w$]+(?:, [\w$]+)*)\) => \{/g;
  return {
    name: 'dealbridge-eager-commonjs-wrappers',
    apply: 'build',
    renderChunk(code) {
      if (!code.includes('__commonJSMin((')) return null;
      return { code: code.replace(WRAPPER, '__commonJSMin((function($1) {'), map: null };
    },
  };
}
