// Travel Blogs (/blogs): the published blogs as cards, filtered by category ('All' plus the
// distinct categories, case-insensitively), 6 at first and 6 more per 'Show More'. The page is in
// the address (/blogs?page=N shows the first 6 x N, list-page.ts) and Show More is a link to the
// next one: crawlers and visitors without JavaScript follow it; in the app it adds 6 cards in
// place (the address follows, replaced rather than pushed) and moves focus to the first new card.
import { BLOG_TEASER_LENGTH, type Blog } from '@tours/shared-ui/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation, useNavigate } from '@tours/shared-ui/router';

import heroUrl from '../../../assets/blogs-hero.svg';
import { ImageCard } from '../../../components/image-card';
import { ListStatus } from '../../../components/list-status';
import '../../../components/card-grid.css';
import '../../../components/page.css';
import { useAppDispatch } from '../../../lib/redux';
import { useTakeServerData } from '../../../lib/ssr-context';
import { fetchBlogs } from '../api/get-blogs';
import { blogListPage, blogListSearch, blogListVisible } from '../list-page';
import { selectBlog } from '../slice';
import {
  blogsInCategory,
  categoryKey,
  categoryName,
  distinctCategories,
  selectBlogs,
} from '../slice/selectors';
import type { BlogsRootState } from '../slice/types';
import { useContentLang } from '../../../lib/content-lang';
import { useLocalePath, useTexts } from '../../../lib/i18n';
import { BLOGS_FETCH_FAILED, blogsTexts, READ_MORE_SUFFIX } from '../texts';
import './blog-list.css';

/** The card's teaser: the first 100 characters of the introduction, then '...'. */
export const teaser = (introduction: string) =>
  `${(introduction ?? '').slice(0, BLOG_TEASER_LENGTH)}${READ_MORE_SUFFIX}`;

function BlogCard({ blog, linkRef }: { blog: Blog; linkRef?: (link: HTMLAnchorElement) => void }) {
  const t = useTexts(blogsTexts);
  const localePath = useLocalePath();
  // What is still in English on a Bengali or Hindi page says so (lib/content-lang.ts).
  const lang = useContentLang();
  const dispatch = useAppDispatch();
  const category = categoryName(blog);
  return (
    <ImageCard
      image={blog.coverImage}
      imageHeight={240}
      classNames={{ item: 'ps-blog-card', image: 'ps-blog-card__image' }}
    >
      {/* The category is the agency's word, not translated: English on a Bengali or Hindi page. */}
      <p className="ps-blog-card__category" lang={category ? lang(null, 'category') : undefined}>
        {category ?? t('uncategorized')}
      </p>
      <h2 className="ps-blog-card__title" lang={lang(blog, 'title')}>
        {/* The link covers the whole card (::after); its name stays the title. */}
        <Link
          ref={linkRef}
          to={localePath(`/blogs/${encodeURIComponent(blog.slug)}`)}
          className="ps-card-link ps-blog-card__link"
          onClick={() => {
            // A full blog from the list opens at once; a summary is fetched by slug.
            if (blog.mainContent) dispatch(selectBlog(blog));
          }}
        >
          {blog.title}
        </Link>
      </h2>
      <p className="ps-blog-card__teaser" lang={lang(blog, 'introduction')}>
        {teaser(blog.introduction)}
      </p>
    </ImageCard>
  );
}

export function BlogList() {
  const t = useTexts(blogsTexts);
  const lang = useContentLang();
  const dispatch = useAppDispatch<BlogsRootState>();
  const { published, loading, error, loaded } = useSelector(selectBlogs);
  const { search } = useLocation();
  const navigate = useNavigate();
  const [category, setCategory] = useState<string | null>(null);
  const page = blogListPage(search);
  const visible = blogListVisible(page);
  // After Show More, focus moves to the first new card so keyboard users continue from there.
  const focusIndex = useRef<number | null>(null);

  const takeServerData = useTakeServerData();

  useEffect(() => {
    // The list the server rendered this page with is not fetched again on load.
    if (!takeServerData('blogs')) void dispatch(fetchBlogs());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  const categories = useMemo(() => distinctCategories(published), [published]);
  const filtered = useMemo(() => blogsInCategory(published, category), [published, category]);
  const shown = filtered.slice(0, visible);

  const choose = (next: string | null) => {
    setCategory(next);
    // A new category starts again at its first 6 cards.
    if (page > 1) navigate({ search: blogListSearch(search, 1) }, { replace: true });
  };

  const body = (
    <ListStatus
      // The store keeps SPEC's English error value; the visitor reads it in the page's language.
      error={error === BLOGS_FETCH_FAILED ? t('blogsFetchFailed') : error}
      loading={loading || !loaded}
      empty={filtered.length === 0}
      loadingText={t('loading')}
      emptyText={t('empty')}
    >
      <ul className="ps-card-grid ps-blog-list">
        {shown.map((blog, index) => (
          <BlogCard
            key={blog._id}
            blog={blog}
            linkRef={
              index === focusIndex.current
                ? (link) => {
                    link?.focus();
                    focusIndex.current = null;
                  }
                : undefined
            }
          />
        ))}
      </ul>
      {filtered.length > visible ? (
        <div className="ps-blog-list__more">
          <Link
            to={{ search: blogListSearch(search, page + 1) }}
            replace
            rel="next"
            className="tui-button tui-button--ghost"
            onClick={(event) => {
              // Only a plain click stays in the page (not one opening a new tab or window).
              const plain = !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
              if (event.button === 0 && plain) focusIndex.current = visible;
            }}
          >
            {t('showMore')}
          </Link>
        </div>
      ) : null}
    </ListStatus>
  );

  return (
    <div className="ps-blogs">
      <section className="ps-blogs__hero" aria-labelledby="ps-blogs-title">
        <img
          className="ps-blogs__hero-image"
          src={heroUrl}
          alt=""
          width={1440}
          height={360}
          // The page's largest picture: fetched first (and preloaded by the server render).
          fetchPriority="high"
          decoding="async"
        />
        <div className="ps-blogs__hero-text">
          <h1 id="ps-blogs-title" className="ps-blogs__title">
            {t('heading')}
          </h1>
          <p className="ps-blogs__intro">{t('intro')}</p>
        </div>
      </section>
      <div className="ps-page">
        {categories.length > 0 && !error ? (
          <div className="ps-blog-filter" role="group" aria-label={t('categoryFilter')}>
            {[null, ...categories].map((item) => {
              const active = categoryKey(item) === categoryKey(category);
              return (
                <button
                  key={item ?? ''}
                  type="button"
                  className="ps-blog-filter__button"
                  lang={item === null ? undefined : lang(null, 'category')}
                  aria-pressed={active}
                  onClick={() => choose(item)}
                >
                  {item ?? t('all')}
                </button>
              );
            })}
          </div>
        ) : null}
        {body}
      </div>
    </div>
  );
}
