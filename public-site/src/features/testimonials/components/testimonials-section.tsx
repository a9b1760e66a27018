// Home's traveler testimonials: fetched on load, cards fade in 0.2 s apart, a default avatar
// when a testimonial has no image. The error is shown as its raw message (SPEC §8).
import { useEffect } from 'react';
import { useSelector } from 'react-redux';

import defaultAvatarUrl from '../../../assets/default-avatar.svg';
import { FallbackImage } from '../../../components/fallback-image';
import { ListStatus } from '../../../components/list-status';
import '../../../components/card-grid.css';
import '../../../components/reveal.css';
import { Section } from '../../../components/section';
import { IMAGE_SIZES } from '../../../lib/image-sizes';
import { useAppDispatch } from '../../../lib/redux';
import { revealDelay } from '../../../lib/motion';
import { useInView } from '../../../lib/use-in-view';
import { fetchTestimonials } from '../api/get-testimonials';
import { selectTestimonials } from '../slice/selectors';
import type { TestimonialsRootState } from '../slice/types';
import { useContentLang } from '../../../lib/content-lang';
import { useTexts } from '../../../lib/i18n';
import { TESTIMONIALS_FETCH_FAILED, testimonialsTexts } from '../texts';
import './testimonials-section.css';

const STAGGER_S = 0.2;

export function TestimonialsSection() {
  const t = useTexts(testimonialsTexts);
  // A testimonial stays as the traveller wrote it unless translated: marked when in English.
  const lang = useContentLang();
  const dispatch = useAppDispatch<TestimonialsRootState>();
  const { items, loading, error, loaded } = useSelector(selectTestimonials);
  const [listRef, inView] = useInView<HTMLUListElement>();

  useEffect(() => {
    void dispatch(fetchTestimonials());
  }, [dispatch]);

  return (
    <Section title={t('heading')} className="ps-testimonials-section">
      <ListStatus
        // The store keeps SPEC's English error value; the visitor reads it in the page's language.
        error={error === TESTIMONIALS_FETCH_FAILED ? t('fetchFailed') : error}
        loading={loading || !loaded}
        empty={items.length === 0}
        loadingText={t('loading')}
        emptyText={t('empty')}
      >
        <ul
          ref={listRef}
          className={`ps-card-grid ps-testimonials${inView ? ' ps-reveal--visible' : ''}`}
        >
          {items.map((item, index) => (
            <li key={item._id} className="ps-reveal-item" style={revealDelay(index, STAGGER_S)}>
              <figure className="ps-testimonial">
                <blockquote className="ps-testimonial__quote">
                  <h3 className="ps-testimonial__title" lang={lang(item, 'title')}>
                    {item.title}
                  </h3>
                  <p className="ps-testimonial__feedback" lang={lang(item, 'feedback')}>
                    {item.feedback}
                  </p>
                </blockquote>
                <figcaption className="ps-testimonial__author">
                  <FallbackImage
                    className="ps-testimonial__avatar"
                    src={item.image}
                    fallback={defaultAvatarUrl}
                    width={56}
                    height={56}
                    sizes={IMAGE_SIZES.avatar}
                  />
                  <span className="ps-testimonial__name">{item.name}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </ListStatus>
    </Section>
  );
}
