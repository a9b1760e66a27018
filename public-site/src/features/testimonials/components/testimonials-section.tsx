// Home's traveler testimonials: fetched on load, cards fade in 0.2 s apart, a default avatar
// when a testimonial has no image. The error is shown as its raw message (SPEC §8).
import { Alert, Spinner, useRuntimeConfig } from '@tours/shared-ui/components';
import { resolveMediaUrl } from '@tours/shared-ui/domain';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';

import defaultAvatarUrl from '../../../assets/default-avatar.svg';
import { FallbackImage } from '../../../components/fallback-image';
import '../../../components/reveal.css';
import { Section } from '../../../components/section';
import { useAppDispatch } from '../../../lib/redux';
import { useInView } from '../../../lib/use-in-view';
import { fetchTestimonials } from '../api/get-testimonials';
import { selectTestimonials } from '../slice/selectors';
import type { TestimonialsRootState } from '../slice/types';
import { TESTIMONIALS_EMPTY, TESTIMONIALS_HEADING, TESTIMONIALS_LOADING } from '../texts';
import './testimonials-section.css';

const STAGGER_S = 0.2;

export function TestimonialsSection() {
  const dispatch = useAppDispatch<TestimonialsRootState>();
  const { apiBaseUrl } = useRuntimeConfig();
  const { items, loading, error, loaded } = useSelector(selectTestimonials);
  const [listRef, inView] = useInView<HTMLUListElement>();

  useEffect(() => {
    void dispatch(fetchTestimonials());
  }, [dispatch]);

  let body;
  if (error) {
    body = <Alert tone="error">{error}</Alert>;
  } else if (loading || !loaded) {
    body = <Spinner label={TESTIMONIALS_LOADING} />;
  } else if (items.length === 0) {
    body = <p className="ps-status">{TESTIMONIALS_EMPTY}</p>;
  } else {
    body = (
      <ul ref={listRef} className={`ps-testimonials${inView ? ' ps-reveal--visible' : ''}`}>
        {items.map((item, index) => (
          <li
            key={item._id}
            className="ps-reveal-item"
            style={{ animationDelay: `${index * STAGGER_S}s` }}
          >
            <figure className="ps-testimonial">
              <blockquote className="ps-testimonial__quote">
                <h3 className="ps-testimonial__title">{item.title}</h3>
                <p className="ps-testimonial__feedback">{item.feedback}</p>
              </blockquote>
              <figcaption className="ps-testimonial__author">
                <FallbackImage
                  className="ps-testimonial__avatar"
                  src={item.image ? resolveMediaUrl(item.image, apiBaseUrl) : ''}
                  fallback={defaultAvatarUrl}
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                />
                <span className="ps-testimonial__name">{item.name}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Section title={TESTIMONIALS_HEADING} className="ps-testimonials-section">
      {body}
    </Section>
  );
}
