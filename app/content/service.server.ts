import { logger } from "~/lib/logger.server";
import content from "virtual:typeatlas/content";
import { createBundledSource, hasTypePagesIn, sampleTypeCodes } from "./bundled.server";
import type { ContentSource, HomeTypes, Section, SectionSummary, TypeSummary } from "./model";
import { createSanitySource, type SanityConfig } from "./sanity.server";

type TypeRef = Pick<TypeSummary, "id" | "slug">;

/** The content queries the pages use (spec §7), with the fallback rules of departures.md #9. */
export interface ContentService extends Omit<ContentSource, "sections" | "section"> {
  /** Where content comes from: the bundled files, or the hosted CMS with the files as fallback. */
  readonly origin: "bundled" | "sanity";
  sections(type: TypeRef): Promise<SectionSummary[]>;
  section(type: TypeRef, sectionSlug: string): Promise<Section | null>;
  /** The home page's types grid, or the sample data and its notice when the CMS fails. */
  homeTypes(): Promise<HomeTypes>;
  /**
   * The same queries with the type pages in a language that has its own (content/locales); this
   * service itself for any other language. The hosted CMS holds English only, so a translated
   * language's type pages always come from the bundled files.
   */
  localized(locale: string): ContentService;
}

export interface ContentServiceOptions {
  /** The hosted CMS; without it, every query is answered from the bundled files. */
  sanity?: SanityConfig;
  /** How long a CMS answer is reused (the CMS's own CDN caches too). */
  cacheTtlMs?: number;
  bundled?: ContentSource;
  /** The bundled files in a language (tests pass their own). */
  bundledIn?: (locale: string) => ContentSource | undefined;
}

/** The bundled type pages in a language, or undefined where the language has none of its own. */
const bundledTypePagesIn = (locale: string) =>
  locale !== "en" && hasTypePagesIn(content, locale)
    ? createBundledSource(content, locale)
    : undefined;

/**
 * `localized` for a service: a service whose type queries read the language's bundled type
 * pages, made once per language.
 */
function localizer(
  service: () => ContentService,
  bundledIn: (locale: string) => ContentSource | undefined,
) {
  const made = new Map<string, ContentService>();
  return (locale: string): ContentService => {
    let localized = made.get(locale);
    if (!localized) {
      const source = bundledIn(locale);
      if (!source) return service();
      localized = {
        ...service(),
        origin: "bundled",
        types: source.types,
        type: source.type,
        sections: (type) => source.sections(type.id),
        section: (type, sectionSlug) => source.section(type.id, sectionSlug),
        homeTypes: async () => ({ types: await source.types(), sample: false }),
        localized: (other) => (other === locale ? localized! : service().localized(other)),
      };
      made.set(locale, localized);
    }
    return localized;
  };
}

export function createContentService(options: ContentServiceOptions = {}): ContentService {
  const bundled = options.bundled ?? createBundledSource();
  const sample = async (): Promise<HomeTypes> => ({
    types: (await bundled.types()).filter((type) => sampleTypeCodes.includes(type.code)),
    sample: true,
  });

  // The service being made, for `localized` to fall back on.
  let service: ContentService;
  const localized = localizer(() => service, options.bundledIn ?? bundledTypePagesIn);

  if (!options.sanity) {
    service = {
      origin: "bundled",
      ...bundled,
      sections: (type) => bundled.sections(type.id),
      section: (type, sectionSlug) => bundled.section(type.id, sectionSlug),
      homeTypes: async () => ({ types: await bundled.types(), sample: false }),
      localized,
    };
    return service;
  }

  const remote = createSanitySource(options.sanity);
  const ttl = options.cacheTtlMs ?? 60_000;
  const cache = new Map<string, { value: unknown; expires: number }>();
  const inFlight = new Map<string, Promise<unknown>>();

  /** A CMS answer, reused for `ttl`; concurrent callers share one request. Failures are not kept. */
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) return Promise.resolve(hit.value as T);
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const request = load()
      .then((value) => {
        cache.set(key, { value, expires: Date.now() + ttl });
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  }

  /** The CMS's answer, or the bundled one when the CMS fails or has nothing. */
  async function withFallback<T>(
    key: string,
    load: () => Promise<T>,
    fallback: () => Promise<T>,
  ): Promise<T> {
    try {
      const value = await cached(key, load);
      const empty = value === null || (Array.isArray(value) && value.length === 0);
      return empty ? await fallback() : value;
    } catch (error) {
      logger().warn(
        { error: String(error), query: key },
        "Content service failed; using bundled content",
      );
      return fallback();
    }
  }

  /** The bundled type with the same slug: CMS ids mean nothing to the bundled files. */
  const bundledRef = async (type: TypeRef) => (await bundled.type(type.slug)) ?? type;

  service = {
    origin: "sanity",
    posts: () => withFallback("posts", remote.posts, bundled.posts),
    post: (slug) =>
      withFallback(
        `post:${slug}`,
        () => remote.post(slug),
        () => bundled.post(slug),
      ),
    latestPosts: () => withFallback("latestPosts", remote.latestPosts, bundled.latestPosts),
    types: () => withFallback("types", remote.types, bundled.types),
    type: (slug) =>
      withFallback(
        `type:${slug}`,
        () => remote.type(slug),
        () => bundled.type(slug),
      ),
    sections: (type) =>
      withFallback(
        `sections:${type.id}`,
        () => remote.sections(type.id),
        async () => bundled.sections((await bundledRef(type)).id),
      ),
    section: (type, sectionSlug) =>
      withFallback(
        `section:${type.id}:${sectionSlug}`,
        () => remote.section(type.id, sectionSlug),
        async () => bundled.section((await bundledRef(type)).id, sectionSlug),
      ),
    legalPage: (slug) =>
      withFallback(
        `legal:${slug}`,
        () => remote.legalPage(slug),
        () => bundled.legalPage(slug),
      ),
    // Spec §2 "Types grid on Home": a connectivity query, then the full list; on any failure or
    // an empty answer, the sample data with a notice.
    async homeTypes() {
      try {
        const probe = await cached("connectivity", remote.connectivity);
        if (probe.length === 0) return sample();
        const types = await cached("types", remote.types);
        return types.length > 0 ? { types, sample: false } : sample();
      } catch (error) {
        logger().warn(
          { error: String(error) },
          "Content service unreachable; home shows sample types",
        );
        return sample();
      }
    },
    localized,
  };
  return service;
}
