// The public site's translations (issue 29) on Lingui (@lingui/core, @lingui/react: 2.5 KB gzip,
// docs/i18n.md says why not i18next or FormatJS). The language is the address's (/bn, /hi, else
// English: @tours/shared-ui/domain localeOfPath), so the web server, the host and this remote agree.
// - English is the source: each feature's `locales/en.json` is imported by its `texts.ts` and rides
//   in that feature's own chunk, and every message is looked up with its English form as the
//   fallback, so an English page needs no catalogue load at all.
// - Bengali and Hindi: one chunk per language (`src/locales/bn.ts`, `hi.ts` gather the features'
//   `locales/<locale>.json`, with the fonts of that script), loaded only when a page is in it; a
//   feature of one page only (the policies...) loads its own with that page instead (Texts.load).
// - One Lingui instance per request on the server (src/server/render.tsx) and per language shown in
//   the browser (ClientI18n): never a module-level instance a concurrent render could switch.
// Catalogues are compiled to Lingui's form at build time (webpack-config/catalog-loader.cjs).
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LinguiContext, useLingui } from '@lingui/react';
import {
  DEFAULT_LOCALE,
  localeOfPath,
  localizePath,
  numberTag,
  type Locale,
} from '@tours/shared-ui/domain';
import { useLocation } from '@tours/shared-ui/router';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

import { namespaced } from '../locales/namespaced';

type Catalog = Messages;

/** A promise React's `use` reads without suspending once it is settled (React's own fields). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const EMPTY: Catalog = {};

type Loaded = Promise<{ default: Catalog }>;

/** A language with catalogues to load: every one but English (the source). */
type Translated = Exclude<Locale, 'en'>;

const loaders: Record<Translated, () => Loaded> = {
  bn: () => import(/* webpackChunkName: "locale-bn" */ '../locales/bn'),
  hi: () => import(/* webpackChunkName: "locale-hi" */ '../locales/hi'),
};

/** Each catalogue loaded (a language's, or a page's in a language), by its name, once. */
const catalogs = new Map<string, Tracked<Catalog>>();

/** English needs no catalogue: one promise, settled from the start (the same one every render). */
const ENGLISH: Tracked<Catalog> = Object.assign(Promise.resolve(EMPTY), {
  status: 'fulfilled' as const,
  value: EMPTY,
});

/** The webpack chunk of a language's catalogue and fonts (none for English): a server render
 * names it, so the page's head links its stylesheet (the fonts) and nothing else's. */
export const localeChunk = (locale: Locale): string | null =>
  locale === DEFAULT_LOCALE ? null : `locale-${locale}`;

/**
 * The catalogue called `name`, loaded once. A catalogue that cannot be loaded (a network error)
 * leaves its texts in English (every message falls back to its English form) until the page is
 * loaded again: asking again on every render would never settle.
 */
function loadOnce(name: string, load: () => Loaded): Tracked<Catalog> {
  let promise = catalogs.get(name);
  if (!promise) {
    const loading: Tracked<Catalog> = load()
      .then(({ default: catalog }) => catalog)
      .catch((error: unknown) => {
        console.error(`The ${name} texts could not be loaded:`, error);
        return EMPTY;
      })
      .then((catalog) => {
        loading.status = 'fulfilled';
        loading.value = catalog;
        return catalog;
      });
    promise = loading;
    catalogs.set(name, promise);
  }
  return promise;
}

/** The catalogue of `locale` (every feature's but the pages' own, Texts.load), loaded once. */
export function loadCatalog(locale: Locale): Tracked<Catalog> {
  if (locale === DEFAULT_LOCALE) return ENGLISH;
  return loadOnce(locale, loaders[locale as Translated]);
}

/** The page catalogues each translation instance holds (Texts.load, merged on first use). */
const merged = new WeakMap<I18n, Set<string>>();

/**
 * Puts the page's own catalogue of `texts` (Texts.load) in the page's translation instance, if it
 * has one and the language is not English: the render waits for it (Suspense) the first time, on
 * the server (which sends a page only once all is ready) as in the browser. useTexts calls it;
 * lib/rich-text's Trans, which reads the instance itself, too.
 */
export function usePageCatalog(texts: Texts<string>): void {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  if (!texts.load || locale === DEFAULT_LOCALE) return;
  const held = merged.get(i18n) ?? new Set<string>();
  if (held.has(texts.namespace)) return;
  const load = texts.load;
  const loading = loadOnce(`${locale} ${texts.namespace}`, () => load(locale as Translated));
  // Suspense's protocol, as ClientI18n's.
  if (loading.status !== 'fulfilled') throw loading;
  i18n.load(locale, namespaced({ [texts.namespace]: loading.value! }));
  held.add(texts.namespace);
  merged.set(i18n, held);
}

/** Lingui's message compiler (its type is not exported). */
type MessageCompiler = Parameters<I18n['setMessagesCompiler']>[0];

/** Outside a production build (Jest), messages compiled once, not on every lookup. */
const compiled = new Map<string, ReturnType<MessageCompiler>>();

/**
 * A Lingui instance for `locale` holding its catalogue. Numbers, plurals and dates are formatted for
 * India with Latin digits (₹1,00,000 in every language; the default), or in Bengali and
 * Hindi with the language's own digits when `nativeDigits` (RuntimeConfig.nativeDigits); month
 * names in the language.
 */
export function createI18n(locale: Locale, catalog: Catalog = EMPTY, nativeDigits = false): I18n {
  // A copy: Lingui's `load` merges a page's messages (a page's catalogue, a policy page's words)
  // into the object it holds, and the catalogue is shared by every request of the process.
  const i18n = setupI18n({ messages: { [locale]: { ...catalog } } });
  // Lingui registers its compiler outside production builds only (where catalogues are raw JSON),
  // and compiles a raw message again at each lookup: kept once here, for the tests' speed. A
  // production build (webpack's NODE_ENV) leaves this out.
  const compile =
    process.env.NODE_ENV !== 'production' &&
    (i18n as unknown as { _messageCompiler?: MessageCompiler })._messageCompiler;
  if (compile) {
    i18n.setMessagesCompiler((message) => {
      if (!compiled.has(message)) compiled.set(message, compile(message));
      return compiled.get(message)!;
    });
  }
  // English has no other digits: numberTag gives it Latin ones whatever nativeDigits says.
  i18n.activate(locale, [numberTag(locale, nativeDigits)]);
  return i18n;
}

/** Puts `i18n` in context for useTexts, and Lingui's own useLingui and Trans. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const value = useMemo(() => ({ i18n, _: i18n._.bind(i18n) }), [i18n]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}

/**
 * The browser's translations: the language of the address, one instance per language this App has
 * shown (a switch re-renders the page in the other instance's texts), its catalogue loaded first
 * (the page waits, suspended, the first time). Also keeps <html lang> in step.
 */
export function ClientI18n({
  nativeDigits = false,
  children,
}: {
  nativeDigits?: boolean;
  children: ReactNode;
}) {
  const locale = localeOfPath(useLocation().pathname);
  const [instances] = useState(() => new Map<Locale, I18n>());
  // Suspense's protocol: a catalogue still on its way is thrown, and the page waits for it (on a
  // hydrating page, the server's HTML stays meanwhile). Not `use`: it must then be called on every
  // later render too, and it stalled the English page's first render on an already settled promise.
  const loading = loadCatalog(locale);
  if (loading.status !== 'fulfilled') throw loading;
  const catalog = loading.value!;
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = createI18n(locale, catalog, nativeDigits);
    instances.set(locale, i18n);
  }
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** A page's own catalogue in a language: `import(\`./locales/${locale}.json\`)`. */
export type PageCatalogLoader = (locale: Translated) => Loaded;

/** A feature's texts: its namespace and its English catalogue (the source, SPEC's texts verbatim). */
export interface Texts<Key extends string> {
  namespace: string;
  en: Record<Key, string>;
  /**
   * The feature's Bengali and Hindi catalogues, for a feature of one page only (the policies, About,
   * Contact, the booking's page): loaded with that page instead of riding in the language's chunk
   * every page downloads (src/locales/bn.ts). Without it, the language's chunk has them.
   */
  load?: PageCatalogLoader;
}

export function defineTexts<Key extends string>(
  namespace: string,
  en: Record<Key, string>,
  load?: PageCatalogLoader,
): Texts<Key> {
  return load ? { namespace, en, load } : { namespace, en };
}

export type MessageValues = Record<string, string | number | undefined>;
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

/** One message of `texts` in the language of `i18n`, English when the language lacks it. */
export function translate<Key extends string>(
  i18n: I18n,
  texts: Texts<Key>,
  key: Key,
  values?: MessageValues,
): string {
  // The English catalogue is compiled by the build like the others (a string in Jest, where
  // Lingui compiles it): Lingui takes it as the message when the language has no entry.
  const id = `${texts.namespace}.${key}`;
  const message = texts.en[key];
  return i18n._(
    id,
    values && numbers ? numbers(i18n, i18n.messages[id] ?? message, values) : values,
    {
      message,
    },
  );
}

type NumbersWriter = (i18n: I18n, message: unknown, values: MessageValues) => MessageValues;

/** Writes the numbers a message takes in the page's digits: locales/digits.ts, in the bn and hi
 * chunks (an English page never writes other digits, and never loads it). */
let numbers: NumbersWriter | null = null;

export function setNumbersWriter(writer: NumbersWriter): void {
  numbers = writer;
}

/** `t(key, values)` of a feature's texts in the page's language. */
export function useTexts<Key extends string>(texts: Texts<Key>): Translate<Key> {
  const { i18n } = useLingui();
  usePageCatalog(texts);
  return useCallback<Translate<Key>>(
    (key, values) => translate(i18n, texts, key, values),
    [i18n, texts],
  );
}

/** The page's language. */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}

/** An English path (/places?theme=Family) in the page's language (/bn/places?theme=Family). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(locale, path), [locale]);
}

/** Dates in the page's language (month names in Bengali or Hindi, Latin digits), in India's time. */
export function useDates() {
  const { i18n } = useLingui();
  return useMemo(
    () => ({
      /** 'December 2026' / 'ডিসেম্বর 2026' of '2026-12' (anything else as it is). */
      month(month: string): string {
        const date = new Date(`${month}-01T00:00:00Z`);
        if (Number.isNaN(date.getTime())) return month;
        return i18n.date(date, { month: 'long', year: 'numeric', timeZone: 'UTC' });
      },
      /** '12 Dec 2026' of a day (YYYY-MM-DD or a timestamp). */
      day(value: string): string {
        const date = new Date(
          /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+05:30` : value,
        );
        if (Number.isNaN(date.getTime())) return value;
        return i18n.date(date, {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'Asia/Kolkata',
        });
      },
    }),
    [i18n],
  );
}
