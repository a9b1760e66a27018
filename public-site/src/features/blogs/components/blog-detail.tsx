// A blog (/blogs/{slug}): loaded by slug unless the store already holds it; its HTML content is
// sanitised again in the browser before it is shown. Sets search and social metadata and
// article structured data.
import { Spinner, useRuntimeConfig } from '@tours/shared-ui/components';
import {
  BLOG_DATE_FALLBACK,
  DEFAULT_BLOG_AUTHOR,
  resolveMediaUrl,
  type Blog,
} from '@tours/shared-ui/domain';
import { useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from '@tours/shared-ui/router';

import placeholderUrl from '../../../assets/placeholder.svg';
import { FallbackImage } from '../../../components/fallback-image';
import { HeadedSection } from '../../../components/headed-section';
import '../../../components/page.css';
import { IMAGE_SIZES } from '../../../lib/image-sizes';
import { useContentLang } from '../../../lib/content-lang';
import { usePageTitle, usePageUrl, type PageSeo } from '../../../lib/page-title';
import { useAppDispatch } from '../../../lib/redux';
import { usePageStatus } from '../../../lib/ssr-context';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { agencyLogo } from '../../../lib/site-pictures';
import { fetchBlogBySlug } from '../api/get-blog-by-slug';
import { selectBlogs } from '../slice/selectors';
import type { BlogsRootState } from '../slice/types';
import { useLocalePath, useTexts } from '../../../lib/i18n';
import { blogsTexts, GENERIC_BLOG_DESCRIPTION, GENERIC_BLOG_KEYWORDS } from '../texts';
import { ShareLinks } from './share-links';
import './blog-detail.css';

/**
 * '14 March 2025' (the en-IN long date of the day given, read in UTC), or 'No Date' when there is
 * no (valid) date. Not through Intl: the first Intl date format of a page starts ICU's locale and
 * time zone data, about 35 ms of the task that hydrates a blog (docs/performance.md), and the
 * server and the browser give the same text whatever ICU data each carries.
 */
export function formatBlogDate(
  value: string | null | undefined,
  months: readonly string[],
): string {
  if (!value) return BLOG_DATE_FALLBACK;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return BLOG_DATE_FALLBACK;
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Search and social metadata of a blog: meta title/description/keywords, an Article. */
function blogSeo(
  blog: Blog,
  { url, apiBaseUrl, siteName }: { url: string; apiBaseUrl: string; siteName: string },
): PageSeo {
  const author = blog.author?.trim() || DEFAULT_BLOG_AUTHOR;
  const description = blog.metaDescription?.trim() || GENERIC_BLOG_DESCRIPTION;
  const image = blog.coverImage ? resolveMediaUrl(blog.coverImage, apiBaseUrl) : undefined;
  const tags = (blog.tags ?? []).filter(Boolean);
  return {
    type: 'article',
    image,
    names: {
      keywords: blog.metaKeywords?.filter(Boolean).join(', ') || GENERIC_BLOG_KEYWORDS,
      author,
    },
    properties: {
      'article:published_time': blog.publishedDate ?? undefined,
      'article:section': blog.category || undefined,
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: blog.title,
      description,
      author: { '@type': 'Person', name: author },
      publisher: {
        '@type': 'Organization',
        name: siteName,
        logo: { '@type': 'ImageObject', url: agencyLogo(url) },
      },
      mainEntityOfPage: url,
      ...(image ? { image: [image] } : {}),
      // The API sends no date of the last edit: the publication is the last date the page knows.
      ...(blog.publishedDate
        ? { datePublished: blog.publishedDate, dateModified: blog.publishedDate }
        : {}),
      ...(tags.length ? { keywords: tags.join(', ') } : {}),
    },
  };
}

function BlogArticle({ blog, pageUrl }: { blog: Blog; pageUrl: string }) {
  const { apiBaseUrl } = useRuntimeConfig();
  const media = (src: string) => resolveMediaUrl(src, apiBaseUrl);
  const content = useMemo(
    () => sanitizeHtml(blog.mainContent, { resolveImageSrc: media }),
    // media only depends on apiBaseUrl.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [blog.mainContent, apiBaseUrl],
  );
  const t = useTexts(blogsTexts);
  const localePath = useLocalePath();
  // What is still in English on a Bengali or Hindi page says so (lib/content-lang.ts); the
  // category and tags are not translated.
  const lang = useContentLang();
  const author = blog.author?.trim() || DEFAULT_BLOG_AUTHOR;
  const gallery = (blog.gallery ?? []).filter(Boolean);
  const tags = (blog.tags ?? []).filter(Boolean);
  const coverUrl = blog.coverImage ? media(blog.coverImage) : undefined;

  return (
    <article className="ps-page ps-page--narrow ps-blog">
      <h1 className="ps-page__title" lang={lang(blog, 'title')}>
        {blog.title}
      </h1>
      <p className="ps-blog__byline">
        {t('byline', {
          author,
          date: formatBlogDate(blog.publishedDate, t('months').split(',')),
        })}
      </p>
      {blog.category ? (
        <p className="ps-blog__category">
          {t('category')} <span lang={lang(null, 'category')}>{blog.category}</span>
        </p>
      ) : null}
      {blog.coverImage ? (
        <FallbackImage
          className="ps-blog__cover"
          src={coverUrl}
          fallback={placeholderUrl}
          alt=""
          width={1200}
          height={630}
          sizes={IMAGE_SIZES.narrowPage}
          priority
        />
      ) : null}
      {blog.introduction ? (
        <p className="ps-blog__intro" lang={lang(blog, 'introduction')}>
          {blog.introduction}
        </p>
      ) : null}
      {gallery.length > 0 ? (
        <HeadedSection
          className="ps-blog__gallery"
          headingId="ps-blog-gallery"
          headingClassName="tui-visually-hidden"
          heading={t('gallery')}
        >
          <ul className="ps-blog__gallery-grid">
            {gallery.map((src, index) => (
              <li key={`${src}-${index}`}>
                <FallbackImage
                  src={media(src)}
                  fallback={placeholderUrl}
                  alt={t('galleryPhotoAlt', {
                    title: blog.title,
                    number: index + 1,
                    count: gallery.length,
                  })}
                  width={600}
                  height={400}
                  sizes={IMAGE_SIZES.gallery}
                />
              </li>
            ))}
          </ul>
        </HeadedSection>
      ) : null}
      {/* Sanitised above with an allow-list: no script, handler, style or unsafe address. */}
      <div
        className="ps-blog__content"
        lang={lang(blog, 'mainContent')}
        dangerouslySetInnerHTML={{ __html: content }}
      />
      {tags.length > 0 ? (
        <HeadedSection
          headingId="ps-blog-tags"
          headingClassName="tui-visually-hidden"
          heading={t('tags')}
        >
          <ul className="ps-blog__tags" lang={lang(null, 'tags')}>
            {tags.map((tag) => (
              <li key={tag} className="ps-blog__tag">
                #{tag}
              </li>
            ))}
          </ul>
        </HeadedSection>
      ) : null}
      <ShareLinks url={pageUrl} title={blog.title} />
      <p className="ps-blog__back">
        <Link to={localePath('/blogs')}>{t('backToBlogs')}</Link>
      </p>
    </article>
  );
}

export function BlogDetail() {
  const { slug = '' } = useParams();
  const dispatch = useAppDispatch<BlogsRootState>();
  const { selected, selectedSlug, blogLoading, error } = useSelector(selectBlogs);
  const { apiBaseUrl, siteName } = useRuntimeConfig();
  const t = useTexts(blogsTexts);
  const localePath = useLocalePath();
  const pageUrl = usePageUrl();
  const blog = selected && selected.slug === slug ? selected : null;
  const answered = selectedSlug === slug;

  useEffect(() => {
    if (!blog && !answered) void dispatch(fetchBlogBySlug(slug));
    // Once per slug: a failure is not retried in a loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, slug]);

  const notFound = !blog && answered && !blogLoading && !error;
  usePageTitle(
    blog ? blog.metaTitle?.trim() || blog.title : notFound ? t('notFoundTitle') : t('pageTitle'),
    blog ? blog.metaDescription?.trim() || GENERIC_BLOG_DESCRIPTION : undefined,
    blog
      ? blogSeo(blog, { url: pageUrl, apiBaseUrl, siteName })
      : notFound
        ? { robots: 'noindex' }
        : {},
  );

  usePageStatus(notFound ? 404 : 200);

  if (blog) return <BlogArticle blog={blog} pageUrl={pageUrl} />;

  let body;
  if (error)
    body = (
      <p className="ps-blog__state ps-blog__state--error" role="alert">
        {t('blogError')}
      </p>
    );
  else if (notFound) body = <h1 className="ps-page__title">{t('notFound')}</h1>;
  else body = <Spinner label={t('blogLoading')} />;

  return (
    <div className="ps-page ps-page--narrow ps-blog ps-blog--state">
      {body}
      <p className="ps-blog__back">
        <Link to={localePath('/blogs')}>{t('backToBlogs')}</Link>
      </p>
    </div>
  );
}
