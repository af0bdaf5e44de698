// Makes jsdom's getComputedStyle affordable on antd pages, with the same results.
//
// jsdom computes an element's style by matching the element against every rule of every style
// sheet (`style-rules.js`), through a private nwsapi engine kept on the document impl
// (`_nwsapiDontThrow`, used for nothing else). antd's CSS-in-JS puts ~2,000 distinct selectors in
// the document, while nwsapi keeps compiled selectors in an LRU cache of 1,000 entries: jsdom walks
// the rules in the same order each time, so every lookup misses and every selector is parsed and
// compiled again, for every element. Testing Library calls getComputedStyle for each element it
// checks in `*ByRole` (accessible name, hidden or not), so a page test spent ~80% of its time there.
//
// Two changes, both keeping every answer as it was:
// 1. the engine's match caches become unbounded (a compiled selector depends on the selector text
//    and the engine's configuration only; `configure()` still clears them);
// 2. before asking nwsapi, a rule whose every selector requires a class or a type in its last
//    compound (`:where(.css-x).ant-btn .ant-btn-icon` requires class `ant-btn-icon`) is skipped
//    when the element has none of them: a necessary condition, so a skipped rule never matched.
// If jsdom or nwsapi stop looking as described, the first getComputedStyle throws, so a dependency
// upgrade shows up here and not as suites that are slow again. After such an upgrade, run the frontend projects once
// with FAST_STYLE_MATCHING_CHECK=1: every skipped rule is then asked of nwsapi as well.
// FAST_STYLE_MATCHING=off leaves jsdom as it is; scripts/jest/bench-page-suites.mjs times both.

type MatchCache = {
  get(key: string): unknown;
  set(key: string, value: unknown): unknown;
  has(key: string): boolean;
  clear(): void;
  size(): number;
};
type MatchEngine = {
  match(selectors: string, element: Element, callback?: unknown): boolean;
  matchResolvers: MatchCache;
  matchLambdas: MatchCache;
};
/** An element matching the selector list has one of these classes or one of these tag names. */
export type Requirement = { classes: string[]; tags: string[] };

/** Wraps `window.getComputedStyle`; jsdom's matching engine is tuned at its first call. */
export function installFastStyleMatching(window: Window): void {
  if (window.document.compatMode !== 'CSS1Compat') return; // quirks mode matches classes case-blind
  if (process.env.FAST_STYLE_MATCHING === 'off') return; // for timing it (bench-page-suites.mjs)
  const getComputedStyle = window.getComputedStyle;
  let tuned = false;
  // Classes of the elements whose style is being computed: one getComputedStyle call matches the
  // element (and its ancestors) against every rule, and nothing can change a class meanwhile.
  const classesDuringCall = new Map<Element, Set<string>>();
  let inCall = false;
  const classesOf = (element: Element) => {
    if (!inCall) return new Set(Array.from(element.classList));
    let classes = classesDuringCall.get(element);
    if (!classes) {
      classes = new Set(Array.from(element.classList));
      classesDuringCall.set(element, classes);
    }
    return classes;
  };
  window.getComputedStyle = function computedStyleWithClassesKept(element, pseudoElement) {
    if (inCall) return getComputedStyle.call(this, element, pseudoElement);
    inCall = true;
    try {
      return getComputedStyle.call(this, element, pseudoElement);
    } finally {
      inCall = false;
      classesDuringCall.clear();
      // Only this document's engine is tuned; an element of another document (an iframe's) says
      // nothing about it.
      if (!tuned && element.ownerDocument === window.document) {
        tuneStyleMatchEngine(styleMatchEngine(window.document), classesOf);
        tuned = true;
      }
    }
  };
}

function tuneStyleMatchEngine(engine: MatchEngine, classesOf: (element: Element) => Set<string>) {
  makeUnbounded(engine.matchResolvers);
  makeUnbounded(engine.matchLambdas);
  const match = engine.match.bind(engine);
  const requirements = new Map<string, Requirement | null>();
  // FAST_STYLE_MATCHING_CHECK=1 asks nwsapi about each skipped rule too and throws if it matches.
  const checkSkips = process.env.FAST_STYLE_MATCHING_CHECK === '1';
  engine.match = (selectors, element, callback) => {
    if (callback === undefined && typeof selectors === 'string' && element) {
      let requirement = requirements.get(selectors);
      if (requirement === undefined) {
        requirement = requirementOf(selectors);
        requirements.set(selectors, requirement);
      }
      if (requirement && !meets(element, requirement, classesOf)) {
        if (checkSkips && match(selectors, element)) {
          throw new Error(`fastStyleMatching skipped '${selectors}', which matches ${element.outerHTML}`);
        }
        return false;
      }
    }
    return match(selectors, element, callback);
  };
}

function meets(
  element: Element,
  { classes, tags }: Requirement,
  classesOf: (element: Element) => Set<string>,
): boolean {
  if (tags.length > 0 && tags.includes(element.localName.toLowerCase())) return true;
  if (classes.length === 0) return false;
  const own = classesOf(element);
  for (const name of classes) if (own.has(name)) return true;
  return false;
}

/** The nwsapi engine jsdom keeps on the document impl for style matching. */
function styleMatchEngine(document: Document): MatchEngine {
  const implKey = Object.getOwnPropertySymbols(document).find((key) => key.description === 'impl');
  const impl = implKey && (document as unknown as Record<symbol, Record<string, unknown>>)[implKey];
  const engine = impl ? (impl._nwsapiDontThrow as MatchEngine | undefined) : undefined;
  if (
    typeof engine?.match !== 'function' ||
    !isCache(engine.matchResolvers) ||
    !isCache(engine.matchLambdas)
  ) {
    throw new Error(
      'fastStyleMatching: jsdom no longer matches style rules through an nwsapi engine at document impl._nwsapiDontThrow',
    );
  }
  return engine;
}

function isCache(cache: MatchCache | undefined): cache is MatchCache {
  return ['get', 'set', 'has', 'clear', 'size'].every(
    (method) => typeof (cache as Record<string, unknown> | undefined)?.[method] === 'function',
  );
}

function makeUnbounded(cache: MatchCache): void {
  const entries = new Map<string, unknown>();
  cache.clear();
  cache.get = (key) => entries.get(key);
  cache.has = (key) => entries.has(key);
  cache.set = (key, value) => {
    entries.set(key, value);
    return value;
  };
  cache.clear = () => entries.clear();
  cache.size = () => entries.size;
}

/**
 * What an element matching `selectors` must have: for each selector of the list, one class of its
 * last compound, or else its type; null when some selector needs neither (or is written in a way
 * this reader does not follow), and then every element is asked of nwsapi.
 * @example requirementOf(':where(.css-1).ant-btn > span, .ant-tag') // { classes: ['ant-tag'], tags: ['span'] }
 */
export function requirementOf(selectors: string): Requirement | null {
  if (/[\\|&/]/.test(selectors)) return null; // escapes, namespaces, nesting, comments: nwsapi's
  const requirement: Requirement = { classes: [], tags: [] };
  for (const complex of splitTopLevel(selectors)) {
    const subject = complex === null ? null : lastCompound(complex);
    if (subject === null) return null;
    const className = lastClassOf(subject);
    const tag = className === null ? typeOf(subject) : null;
    if (className !== null) requirement.classes.push(className);
    else if (tag !== null) requirement.tags.push(tag);
    else return null;
  }
  return requirement.classes.length + requirement.tags.length > 0 ? requirement : null;
}

/** Splits a selector list at its top-level commas; null for a part with unbalanced brackets. */
function splitTopLevel(selectors: string): (string | null)[] {
  const parts: (string | null)[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < selectors.length; i++) {
    const c = selectors[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(selectors.slice(start, i));
      start = i + 1;
    }
    if (depth < 0) return [null];
  }
  parts.push(depth === 0 && !quote ? selectors.slice(start) : null);
  return parts;
}

/**
 * The last compound selector of a complex selector with brackets and parentheses taken out
 * (`.a > .b:not(.c)[x] ` -> `.b:not`), or null if there is none.
 */
function lastCompound(complex: string): string | null {
  let depth = 0;
  let quote = '';
  let compound = '';
  const trimmed = complex.trim();
  for (let i = 0; i < trimmed.length; i++) {
    const c = trimmed[i];
    if (quote) {
      if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") {
      if (depth === 0) return null; // a string outside brackets is not a selector
      quote = c;
    } else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) {
      if (/[\s>+~]/.test(c)) compound = '';
      else compound += c;
    }
  }
  return compound === '' ? null : compound;
}

/** The type selector a compound starts with, lower-cased (`Li:hover` -> `li`); null for none. */
function typeOf(compound: string): string | null {
  const type = /^-?[_a-zA-Z\u0080-\uffff][-_a-zA-Z0-9\u0080-\uffff]*/.exec(compound);
  return type ? type[0].toLowerCase() : null;
}

/** The last `.class` of a compound (brackets already removed); null when it names no class. */
function lastClassOf(compound: string): string | null {
  const names = compound.match(/\.-?[_a-zA-Z\u0080-\uffff][-_a-zA-Z0-9\u0080-\uffff]*/g);
  if (!names) return null;
  return names[names.length - 1].slice(1);
}
