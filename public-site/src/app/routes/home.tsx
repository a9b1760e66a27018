// The Home page chunk: hero, themes, popular destinations, testimonials, call to action.
import { Hero } from '../../features/home/components/hero';
import { JourneyCta } from '../../features/home/components/journey-cta';
import { ThemesGrid } from '../../features/home/components/themes-grid';
import { HOME_DESCRIPTION, HOME_PAGE_TITLE } from '../../features/home/texts';
import { PopularDestinations } from '../../features/popular/components/popular-destinations';
import { openContactModal } from '../../features/site-dialog/slice';
import { TestimonialsSection } from '../../features/testimonials/components/testimonials-section';
import { usePageTitle } from '../../lib/page-title';
import { useAppDispatch } from '../../lib/redux';

export default function HomeRoute() {
  usePageTitle(HOME_PAGE_TITLE, HOME_DESCRIPTION);
  const dispatch = useAppDispatch();
  return (
    <>
      <Hero />
      <ThemesGrid />
      <PopularDestinations />
      <TestimonialsSection />
      <JourneyCta onReachUs={() => dispatch(openContactModal())} />
    </>
  );
}
